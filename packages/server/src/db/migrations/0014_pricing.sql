CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"member_id" text,
	"email" text,
	"used_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"percentage" text,
	"amount" text,
	"scope" text NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"collection_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"minimum_subtotal" text,
	"start_date" timestamp with time zone,
	"expiration_date" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"usage_limit" integer,
	"usage_limit_per_buyer" integer
);
--> statement-breakpoint
CREATE TABLE "discount_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"percentage" text,
	"amount" text,
	"scope" text NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"collection_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"minimum_subtotal" text,
	"start_date" timestamp with time zone,
	"expiration_date" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"subdivision" text,
	"rate" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_one_row" CHECK ("tax_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("coupon_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_place_idx" ON "tax_rates" USING btree ("country",coalesce("subdivision", ''));