-- Replies write stored shopper documents one byte per character (they are ASCII JSON since migration
-- 0006's release). Documents stored earlier may hold other characters as UTF-8: clear them, and the
-- server writes them anew, as ASCII, when it starts (backfillShopperDocs), before it serves a request.
UPDATE "products" SET "shopper_doc" = NULL, "shopper_variants" = NULL
  WHERE "shopper_doc" ~ '[^\x01-\x7F]' OR "shopper_variants" ~ '[^\x01-\x7F]';
