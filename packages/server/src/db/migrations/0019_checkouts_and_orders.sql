CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid,
	"owner_subject_id" uuid,
	"owner_member_id" uuid,
	"channel_type" text DEFAULT 'WEB' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_code" text,
	"gift_card_code" text,
	"merchant_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buyer_info" jsonb,
	"shipping_destination" jsonb,
	"billing_info" jsonb,
	"selected_shipping_option" jsonb,
	"payment_method_id" text,
	"buyer_note" text,
	"override_checkout_url" text,
	"hold_expires_at" timestamp with time zone,
	"order_id" uuid,
	"completed_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"checkout_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_holds_checkout_id_product_id_variant_id_pk" PRIMARY KEY("checkout_id","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "order_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"provider" text,
	"provider_transaction_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint DEFAULT nextval('order_numbers') NOT NULL,
	"checkout_id" uuid,
	"buyer_subject_id" uuid,
	"buyer_member_id" uuid,
	"buyer_email" text,
	"buyer_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"channel_type" text DEFAULT 'WEB' NOT NULL,
	"status" text DEFAULT 'APPROVED' NOT NULL,
	"payment_status" text DEFAULT 'NOT_PAID' NOT NULL,
	"fulfillment_status" text DEFAULT 'NOT_FULFILLED' NOT NULL,
	"currency" text NOT NULL,
	"tax_included_in_prices" boolean DEFAULT false NOT NULL,
	"weight_unit" text DEFAULT 'KG' NOT NULL,
	"lines" jsonb NOT NULL,
	"price_summary" jsonb NOT NULL,
	"billing_info" jsonb,
	"shipping_info" jsonb,
	"recipient_info" jsonb,
	"applied_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_summary" jsonb,
	"coupon_code" text,
	"gift_card" jsonb,
	"payment_method" jsonb,
	"buyer_note" text,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fulfillments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_owner_idx" ON "checkouts" USING btree ("owner_subject_id","created_date");--> statement-breakpoint
CREATE INDEX "checkouts_open_updated_idx" ON "checkouts" USING btree ("updated_date") WHERE "checkouts"."order_id" is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "stock_holds_expires_idx" ON "stock_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_transactions_order_idx" ON "order_transactions" USING btree ("order_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transactions_provider_idx" ON "order_transactions" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_member_created_idx" ON "orders" USING btree ("buyer_member_id","created_date");--> statement-breakpoint
CREATE INDEX "orders_subject_created_idx" ON "orders" USING btree ("buyer_subject_id","created_date");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_date");