CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_subject_id" uuid,
	"owner_member_id" uuid,
	"current" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_code" text,
	"merchant_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_info" jsonb,
	"buyer_note" text,
	"selected_shipping_option" jsonb,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD COLUMN "visitor_subject_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_current_owner_idx" ON "carts" USING btree ("owner_subject_id","current");--> statement-breakpoint
CREATE INDEX "carts_visitor_updated_idx" ON "carts" USING btree ("updated_date") WHERE "carts"."owner_member_id" is null;