-- A shopper's listing counts its matches up to 1,000 on every request: on 100,000 products that was
-- 1,001 index entries read per page, about 45 % of the embedded database's time for the page. The
-- counts of the listings shops show most (all visible products; a collection's visible members) are
-- kept here as changes, one row per key per statement, appended by triggers whatever writes the rows:
-- no counter row for concurrent writers to queue on. A count is the sum of its key's rows; the server
-- folds each key's rows into one from time to time. (A trigger with transition tables takes one event.)
CREATE TABLE "catalog_count_deltas" (
	"key" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_count_deltas_key_idx" ON "catalog_count_deltas" USING btree ("key","delta");--> statement-breakpoint
CREATE FUNCTION "products_count_visible"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "catalog_count_deltas" ("key", "delta")
      SELECT 'products', count(*)::int FROM "new_rows" WHERE "visible" HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "catalog_count_deltas" ("key", "delta")
      SELECT 'products', -count(*)::int FROM "old_rows" WHERE "visible" HAVING count(*) > 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "catalog_count_deltas" ("key", "delta")
      SELECT 'products', sum("d")::int FROM (
        SELECT 1 AS "d" FROM "new_rows" WHERE "visible"
        UNION ALL SELECT -1 FROM "old_rows" WHERE "visible"
      ) AS "changes" HAVING sum("d") <> 0;
  ELSE
    DELETE FROM "catalog_count_deltas" WHERE "key" = 'products';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_collections_count_visible"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "catalog_count_deltas" ("key", "delta")
      SELECT "collection_id"::text, count(*)::int FROM "new_rows" WHERE "visible" GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "catalog_count_deltas" ("key", "delta")
      SELECT "collection_id"::text, -count(*)::int FROM "old_rows" WHERE "visible" GROUP BY 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "catalog_count_deltas" ("key", "delta")
      SELECT "key", sum("d")::int FROM (
        SELECT "collection_id"::text AS "key", 1 AS "d" FROM "new_rows" WHERE "visible"
        UNION ALL SELECT "collection_id"::text, -1 FROM "old_rows" WHERE "visible"
      ) AS "changes" GROUP BY "key" HAVING sum("d") <> 0;
  ELSE
    DELETE FROM "catalog_count_deltas" WHERE "key" <> 'products';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_count_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_count_visible"();--> statement-breakpoint
CREATE TRIGGER "products_count_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "products_count_visible"();--> statement-breakpoint
CREATE TRIGGER "products_count_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_count_visible"();--> statement-breakpoint
CREATE TRIGGER "products_count_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_count_visible"();--> statement-breakpoint
CREATE TRIGGER "product_collections_count_inserted" AFTER INSERT ON "product_collections"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_collections_count_visible"();--> statement-breakpoint
CREATE TRIGGER "product_collections_count_deleted" AFTER DELETE ON "product_collections"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_collections_count_visible"();--> statement-breakpoint
CREATE TRIGGER "product_collections_count_updated" AFTER UPDATE ON "product_collections"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_collections_count_visible"();--> statement-breakpoint
CREATE TRIGGER "product_collections_count_truncated" AFTER TRUNCATE ON "product_collections"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_collections_count_visible"();--> statement-breakpoint
-- The triggers hold off writers until this migration commits, so the counts below miss nothing.
INSERT INTO "catalog_count_deltas" ("key", "delta")
  SELECT 'products', count(*)::int FROM "products" WHERE "visible" HAVING count(*) > 0;--> statement-breakpoint
INSERT INTO "catalog_count_deltas" ("key", "delta")
  SELECT "collection_id"::text, count(*)::int FROM "product_collections" WHERE "visible" GROUP BY 1;
