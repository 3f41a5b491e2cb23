ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "last_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "mail_window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "mail_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_pending_idx" ON "newsletter_subscriptions" USING btree ("confirm_expires_at");--> statement-breakpoint
-- Addresses stored before double opt-in asked to be subscribed when single opt-in was all the shop
-- offered: they stay subscribed, confirmed as of the day they signed up.
UPDATE "newsletter_subscriptions" SET "confirmed_date" = "created_date" WHERE "confirmed_date" IS NULL;
