-- The server's cache of shopper documents keyed each product's by its row's xmin, which no index
-- holds: a listing's page of ids and versions read every product's row from the heap (51 lookups for
-- a page of 50 of a collection). The version is now a column a trigger renews on every write, copied
-- onto the membership rows like the sort keys (0008), and carried by the indexes shops' pages order
-- by, with `visible`, so such a page is read from one index alone.
CREATE SEQUENCE "public"."products_doc_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "product_collections_by_price_idx";--> statement-breakpoint
DROP INDEX "product_collections_by_discounted_price_idx";--> statement-breakpoint
DROP INDEX "product_collections_by_name_idx";--> statement-breakpoint
DROP INDEX "product_collections_by_product_created_date_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_discounted_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_updated_idx";--> statement-breakpoint
-- Rows already stored start at version 0 on both tables: a version only has to change when its row
-- does, and every later write takes one from the sequence. A constant default rewrites neither table
-- (a sequence default would rewrite every product row and forget which pages are all-visible).
ALTER TABLE "product_collections" ADD COLUMN "doc_version" bigint DEFAULT 0;--> statement-breakpoint
ALTER TABLE "product_collections" ALTER COLUMN "doc_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "doc_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "doc_version" SET DEFAULT nextval('products_doc_version_seq');--> statement-breakpoint
ALTER SEQUENCE "public"."products_doc_version_seq" OWNED BY "products"."doc_version";--> statement-breakpoint
CREATE FUNCTION "products_take_doc_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Whatever the writer set or left: even an UPDATE that changes no value gets a new version, as
  -- it got a new xmin.
  NEW."doc_version" := nextval('products_doc_version_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_take_doc_version" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_take_doc_version"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_collections_take_product_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- FOR SHARE: a write of the product not yet committed is waited for, and its values taken. Read
  -- without it, the row would keep the values before that write, which updated the product's
  -- membership rows without this one (not yet committed either): a collection page would then serve
  -- the document kept at the old version until the product's next write.
  SELECT p."visible", p."price", p."discounted_price", p."name", p."created_date", p."doc_version"
    INTO NEW."visible", NEW."price", NEW."discounted_price", NEW."name", NEW."product_created_date",
      NEW."doc_version"
    FROM "products" AS p WHERE p."id" = NEW."product_id" FOR SHARE;
  -- No such product: the foreign key refuses the row right after, with its own error.
  NEW."visible" := coalesce(NEW."visible", true);
  RETURN NEW;
END $$;--> statement-breakpoint
-- Every update of a product renews its version, so its membership rows follow every update now,
-- not only those of the sort keys: once per statement, for all the products it updated, so that the
-- membership rows' own statement triggers (their counts, 0010) run once, not once per product.
DROP TRIGGER "products_share_keys" ON "products";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_share_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The BEFORE trigger of product_collections copies the product's current values onto each row.
  -- An array, not a join: the plan is made once, not knowing how many rows a statement updated,
  -- and a join planned for many read every membership row to update a product's few.
  UPDATE "product_collections" SET "doc_version" = NULL
    WHERE "product_id" = ANY (ARRAY(SELECT "id" FROM "new_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_share_keys" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_share_keys"();--> statement-breakpoint
CREATE INDEX "product_collections_by_price_idx" ON "product_collections" USING btree ("collection_id","price","product_id","doc_version") WHERE "product_collections"."visible";--> statement-breakpoint
CREATE INDEX "product_collections_by_discounted_price_idx" ON "product_collections" USING btree ("collection_id","discounted_price","product_id","doc_version") WHERE "product_collections"."visible";--> statement-breakpoint
CREATE INDEX "product_collections_by_name_idx" ON "product_collections" USING btree ("collection_id","name","product_id","doc_version") WHERE "product_collections"."visible";--> statement-breakpoint
CREATE INDEX "product_collections_by_product_created_date_idx" ON "product_collections" USING btree ("collection_id","product_created_date","product_id","doc_version") WHERE "product_collections"."visible";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id","visible","doc_version");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id","visible","doc_version");--> statement-breakpoint
CREATE INDEX "products_discounted_price_idx" ON "products" USING btree ("discounted_price","id","visible","doc_version");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_date","id","visible","doc_version");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("last_updated","id","visible","doc_version");--> statement-breakpoint
ANALYZE "products";--> statement-breakpoint
ANALYZE "product_collections";
