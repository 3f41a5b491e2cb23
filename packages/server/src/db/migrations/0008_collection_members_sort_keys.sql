-- A collection page sorted by price, name or date walked the whole catalog's index for its key and
-- looked every product up in the collection: about 370 lookups for a page of 50 of a collection
-- holding one product in seven. Copied onto the membership rows, with one index per key, the page is
-- one range of one index. The triggers of 0007 are replaced by ones that copy these keys as well.
ALTER TABLE "product_collections" ADD COLUMN "price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "product_collections" ADD COLUMN "discounted_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "product_collections" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "product_collections" ADD COLUMN "product_created_date" timestamp with time zone;--> statement-breakpoint
DROP TRIGGER "product_collections_take_visibility" ON "product_collections";--> statement-breakpoint
DROP FUNCTION "product_collections_take_visibility"();--> statement-breakpoint
DROP TRIGGER "products_share_visibility" ON "products";--> statement-breakpoint
DROP FUNCTION "products_share_visibility"();--> statement-breakpoint
UPDATE "product_collections" AS pc
  SET "price" = p."price", "discounted_price" = p."discounted_price", "name" = p."name",
      "product_created_date" = p."created_date"
  FROM "products" AS p WHERE p."id" = pc."product_id";--> statement-breakpoint
CREATE INDEX "product_collections_by_price_idx" ON "product_collections" USING btree ("collection_id","price","product_id") WHERE "product_collections"."visible";--> statement-breakpoint
CREATE INDEX "product_collections_by_discounted_price_idx" ON "product_collections" USING btree ("collection_id","discounted_price","product_id") WHERE "product_collections"."visible";--> statement-breakpoint
CREATE INDEX "product_collections_by_name_idx" ON "product_collections" USING btree ("collection_id","name","product_id") WHERE "product_collections"."visible";--> statement-breakpoint
CREATE INDEX "product_collections_by_product_created_date_idx" ON "product_collections" USING btree ("collection_id","product_created_date","product_id") WHERE "product_collections"."visible";--> statement-breakpoint
CREATE FUNCTION "product_collections_take_product_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."visible", p."price", p."discounted_price", p."name", p."created_date"
    INTO NEW."visible", NEW."price", NEW."discounted_price", NEW."name", NEW."product_created_date"
    FROM "products" AS p WHERE p."id" = NEW."product_id";
  -- No such product: the foreign key refuses the row right after, with its own error.
  NEW."visible" := coalesce(NEW."visible", true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_collections_take_product_keys" BEFORE INSERT OR UPDATE ON "product_collections"
  FOR EACH ROW EXECUTE FUNCTION "product_collections_take_product_keys"();--> statement-breakpoint
CREATE FUNCTION "products_share_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The BEFORE trigger above copies the product's current values onto each row it updates.
  UPDATE "product_collections" SET "visible" = NEW."visible" WHERE "product_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_share_keys"
  AFTER UPDATE OF "visible", "price", "discounted_price", "name", "created_date" ON "products"
  FOR EACH ROW WHEN (
    (OLD."visible", OLD."price", OLD."discounted_price", OLD."name", OLD."created_date")
      IS DISTINCT FROM (NEW."visible", NEW."price", NEW."discounted_price", NEW."name", NEW."created_date")
  )
  EXECUTE FUNCTION "products_share_keys"();--> statement-breakpoint
-- The planner learns the new columns now, not at the next maintenance pass or autovacuum.
ANALYZE "product_collections";
