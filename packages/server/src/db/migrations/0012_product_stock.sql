-- Stock leaves the product row for a row of its own, so that taking stock (an order) neither locks
-- nor rewrites the product and its documents: the product-level status moves here, and the stored
-- shopper documents keep a hole (byte 0x01) wherever a value depends on stock, filled from this row.
CREATE SEQUENCE "public"."product_stock_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"in_stock" boolean NOT NULL,
	"inventory_status" text NOT NULL,
	"quantity" bigint,
	"doc_values" text NOT NULL,
	"variant_values" text NOT NULL,
	"version" bigint DEFAULT nextval('product_stock_version_seq') NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_inventory_idx";--> statement-breakpoint
DROP INDEX "products_in_stock_idx";--> statement-breakpoint
DROP INDEX "products_quantity_idx";--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER SEQUENCE "public"."product_stock_version_seq" OWNED BY "product_stock"."version";--> statement-breakpoint
-- The status as it stood; the values are written with the documents when the server starts
-- (backfillShopperDocs), before it serves a request, as the documents are cleared below.
INSERT INTO "product_stock" ("product_id", "in_stock", "inventory_status", "quantity", "doc_values", "variant_values")
  SELECT "id", "in_stock", "inventory_status", "quantity", '', '' FROM "products";--> statement-breakpoint
UPDATE "products" SET "shopper_doc" = NULL, "shopper_variants" = NULL;--> statement-breakpoint
CREATE FUNCTION "product_stock_take_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Whoever writes the row, whatever it sets: the version is the document cache's key.
  NEW."version" := nextval('product_stock_version_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_stock_take_version" BEFORE INSERT OR UPDATE ON "product_stock"
  FOR EACH ROW EXECUTE FUNCTION "product_stock_take_version"();--> statement-breakpoint
CREATE INDEX "product_stock_inventory_idx" ON "product_stock" USING btree ("inventory_status","product_id");--> statement-breakpoint
CREATE INDEX "product_stock_in_stock_idx" ON "product_stock" USING btree ("in_stock","product_id");--> statement-breakpoint
CREATE INDEX "product_stock_quantity_idx" ON "product_stock" USING btree ("quantity","product_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "in_stock";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "inventory_status";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "quantity";--> statement-breakpoint
ANALYZE "product_stock";
