ALTER TABLE "gift_cards" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "mailed_date" timestamp with time zone;