CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"media" jsonb,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"collection_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_collections_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"product_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"position" integer NOT NULL,
	"choices" jsonb NOT NULL,
	"price" numeric(14, 2),
	"cost" numeric(14, 2),
	"weight" numeric(12, 3),
	"sku" text,
	"visible" boolean DEFAULT true NOT NULL,
	"quantity" integer,
	"in_stock" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_variants_product_id_id_pk" PRIMARY KEY("product_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"product_type" text DEFAULT 'physical' NOT NULL,
	"sku" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"cost" numeric(14, 2),
	"weight" numeric(12, 3),
	"discount_type" text DEFAULT 'NONE' NOT NULL,
	"discount_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"price_per_unit_data" jsonb,
	"track_inventory" boolean DEFAULT false NOT NULL,
	"manage_variants" boolean DEFAULT false NOT NULL,
	"brand" text,
	"ribbon" text,
	"product_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"discounted_price" numeric(14, 2) NOT NULL,
	"min_price" numeric(14, 2) NOT NULL,
	"max_price" numeric(14, 2) NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"inventory_status" text DEFAULT 'IN_STOCK' NOT NULL,
	"quantity" integer,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("products"."name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("products"."brand", '') || ' ' || coalesce("products"."description", '')), 'B')) STORED
);
--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_idx" ON "collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "collections_name_idx" ON "collections" USING btree ("name");--> statement-breakpoint
CREATE INDEX "product_collections_product_idx" ON "product_collections" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variants_id_idx" ON "product_variants" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_discounted_price_idx" ON "products" USING btree ("discounted_price");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_ribbon_idx" ON "products" USING btree ("ribbon");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "products_inventory_idx" ON "products" USING btree ("inventory_status");--> statement-breakpoint
CREATE INDEX "products_visible_idx" ON "products" USING btree ("visible","created_date");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");