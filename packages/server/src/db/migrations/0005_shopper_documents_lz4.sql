-- Shoppers' reads decompress every document they send: lz4 does that several times faster than
-- PostgreSQL's default pglz. A server built without lz4 (the embedded PGlite) keeps pglz.
DO $$
BEGIN
  ALTER TABLE "products" ALTER COLUMN "shopper_doc" SET COMPRESSION lz4;
  ALTER TABLE "products" ALTER COLUMN "shopper_variants" SET COMPRESSION lz4;
  -- Stored values keep the method they were written with: write them anew.
  UPDATE "products" SET "shopper_doc" = "shopper_doc" || '', "shopper_variants" = "shopper_variants" || ''
    WHERE "shopper_doc" IS NOT NULL;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available here; shopper documents stay compressed with pglz';
END $$;
