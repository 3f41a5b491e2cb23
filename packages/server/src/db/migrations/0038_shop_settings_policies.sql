ALTER TABLE "shop_settings" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "require_email_verification" boolean;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "require_owner_approval" boolean;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "register_requires_captcha" boolean;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "stock_hold_minutes" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "access_token_ttl" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "refresh_token_ttl" integer;