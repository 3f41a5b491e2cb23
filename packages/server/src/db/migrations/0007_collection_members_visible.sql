-- A collection page counts its visible members (up to 1,000) on every request. With visibility only on
-- products, that is one product lookup per member; copied onto the membership rows, the count reads
-- one range of one index. Triggers keep the copy exact whatever writes the rows.
ALTER TABLE "product_collections" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "product_collections" AS pc SET "visible" = p."visible" FROM "products" AS p
  WHERE p."id" = pc."product_id" AND pc."visible" IS DISTINCT FROM p."visible";--> statement-breakpoint
CREATE FUNCTION "product_collections_take_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."visible" INTO NEW."visible" FROM "products" AS p WHERE p."id" = NEW."product_id";
  NEW."visible" := coalesce(NEW."visible", true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_collections_take_visibility" BEFORE INSERT OR UPDATE ON "product_collections"
  FOR EACH ROW EXECUTE FUNCTION "product_collections_take_visibility"();--> statement-breakpoint
CREATE FUNCTION "products_share_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_collections" SET "visible" = NEW."visible" WHERE "product_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_share_visibility" AFTER UPDATE OF "visible" ON "products"
  FOR EACH ROW WHEN (OLD."visible" IS DISTINCT FROM NEW."visible")
  EXECUTE FUNCTION "products_share_visibility"();--> statement-breakpoint
CREATE INDEX "product_collections_visible_members_idx" ON "product_collections" USING btree ("collection_id","product_id") WHERE "product_collections"."visible";
