CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_fk" FOREIGN KEY ("product_id","variant_id") REFERENCES "public"."product_variants"("product_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_member_variant_idx" ON "back_in_stock_requests" USING btree ("member_id","product_id","variant_id");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_variant_idx" ON "back_in_stock_requests" USING btree ("product_id","variant_id");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_waiting_idx" ON "back_in_stock_requests" USING btree ("product_id","variant_id") WHERE notified_date is null;