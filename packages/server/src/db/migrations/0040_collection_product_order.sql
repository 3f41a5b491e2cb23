ALTER TABLE "product_collections" ADD COLUMN "position" integer;--> statement-breakpoint
-- Existing members keep the order their collection's page showed: newest product first.
UPDATE "product_collections" SET "position" = "ordered"."position"
  FROM (
    SELECT "collection_id", "product_id",
      row_number() OVER (PARTITION BY "collection_id" ORDER BY "product_created_date" DESC, "product_id" DESC)::integer AS "position"
    FROM "product_collections"
  ) AS "ordered"
  WHERE "product_collections"."collection_id" = "ordered"."collection_id"
    AND "product_collections"."product_id" = "ordered"."product_id";--> statement-breakpoint
CREATE INDEX "product_collections_by_position_idx" ON "product_collections" USING btree ("collection_id","position" NULLS FIRST,"product_created_date" DESC NULLS LAST,"product_id" DESC NULLS LAST,"doc_version") WHERE "product_collections"."visible";