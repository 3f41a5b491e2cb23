CREATE TABLE "draft_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"shipping_address" jsonb,
	"shipping_option_code" text,
	"payment_method_id" text,
	"buyer_note" text,
	"order_id" uuid,
	"order_number" text,
	"created_by" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sent_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "draft_orders_order_idx" ON "draft_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "draft_orders_status_created_idx" ON "draft_orders" USING btree ("status","created_date");