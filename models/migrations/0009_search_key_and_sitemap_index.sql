DROP INDEX "products_search_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (regexp_replace(lower("name"), '[^a-z0-9%&_+\u0080-\uffff]|[‘’‐‑–—]', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "products_slug_updated_at_idx" ON "products" USING btree ("slug","updated_at");--> statement-breakpoint
CREATE INDEX "products_search_key_trgm_idx" ON "products" USING gin ("search_key" gin_trgm_ops);