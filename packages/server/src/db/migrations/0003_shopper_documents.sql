ALTER TABLE "products" ADD COLUMN "shopper_doc" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shopper_variants" text;