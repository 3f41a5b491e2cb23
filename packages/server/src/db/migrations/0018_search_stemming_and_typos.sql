-- Trigram similarity for searches with typos (pg_trgm ships with PostgreSQL; the embedded database loads it in db/open.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("products"."name", '')) || to_tsvector('simple'::regconfig, coalesce("products"."name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("products"."brand", '') || ' ' || coalesce("products"."description", '')) || to_tsvector('simple'::regconfig, coalesce("products"."brand", '') || ' ' || coalesce("products"."description", '')), 'B')) STORED;--> statement-breakpoint
-- Dropping the column dropped its index: made again over the new column.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);