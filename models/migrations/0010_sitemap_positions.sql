DROP INDEX "products_slug_updated_at_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sitemap_position" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sitemap_position_idx" ON "products" USING btree ("sitemap_position","slug","updated_at");