-- Without lz4 (the embedded PGlite), documents are compressed with pglz, and decompressing them is a
-- fifth of a listing's cost there. A product row up to a full page (8160 bytes) is kept whole,
-- uncompressed; larger ones are still compressed. PostgreSQL with lz4 keeps its compact rows.
DO $$
BEGIN
  BEGIN
    CREATE TEMPORARY TABLE "lz4_probe" ("t" text COMPRESSION lz4);
    DROP TABLE "lz4_probe";
  EXCEPTION WHEN feature_not_supported THEN
    ALTER TABLE "products" SET (toast_tuple_target = 8160);
    -- Stored values keep the form they were written in: write them anew.
    UPDATE "products" SET "shopper_doc" = "shopper_doc" || '', "shopper_variants" = "shopper_variants" || ''
      WHERE "shopper_doc" IS NOT NULL;
  END;
END $$;
