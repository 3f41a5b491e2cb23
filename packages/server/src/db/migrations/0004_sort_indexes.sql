DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_discounted_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_updated_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
DROP INDEX "products_ribbon_idx";--> statement-breakpoint
DROP INDEX "products_type_idx";--> statement-breakpoint
DROP INDEX "products_inventory_idx";--> statement-breakpoint
CREATE INDEX "products_sku_idx" ON "products" USING btree ("sku","id");--> statement-breakpoint
CREATE INDEX "products_min_price_idx" ON "products" USING btree ("min_price","id");--> statement-breakpoint
CREATE INDEX "products_max_price_idx" ON "products" USING btree ("max_price","id");--> statement-breakpoint
CREATE INDEX "products_in_stock_idx" ON "products" USING btree ("in_stock","id");--> statement-breakpoint
CREATE INDEX "products_quantity_idx" ON "products" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_discounted_price_idx" ON "products" USING btree ("discounted_price","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("last_updated","id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand","id");--> statement-breakpoint
CREATE INDEX "products_ribbon_idx" ON "products" USING btree ("ribbon","id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type","id");--> statement-breakpoint
CREATE INDEX "products_inventory_idx" ON "products" USING btree ("inventory_status","id");