CREATE TABLE "facet_counts" (
	"price_step" smallint NOT NULL,
	"stars" smallint NOT NULL,
	"colour" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "facet_counts_price_step_stars_colour_pk" PRIMARY KEY("price_step","stars","colour")
);
--> statement-breakpoint
DROP INDEX "products_category_id_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_top_rated_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_most_discounted_idx" ON "products" USING btree ("discount" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_displayed_price_idx" ON "products" USING btree ((("price" - ("price"::bigint * "discount") / 100)::integer));--> statement-breakpoint
CREATE INDEX "products_category_displayed_price_idx" ON "products" USING btree ("category_id",(("price" - ("price"::bigint * "discount") / 100)::integer));--> statement-breakpoint
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors");
--> statement-breakpoint
-- Hand-written below (drizzle-kit has no words for data changes, functions or triggers).
-- Colours in one spelling, the filter's (lib/catalog/filter-options.ts FILTER_COLOURS), so a
-- colour filter is an exact containment test the GIN index serves: 'red' and 'RED' become 'Red'.
UPDATE "products" AS p SET "colors" = fixed.colours
FROM (
  SELECT p2."id", array_agg(coalesce(f.name, c.colour) ORDER BY c.ord) AS colours
  FROM "products" AS p2
  CROSS JOIN LATERAL unnest(p2."colors") WITH ORDINALITY AS c(colour, ord)
  LEFT JOIN (VALUES ('Black'), ('Blue'), ('Gray'), ('Green'), ('Red'), ('Orange'), ('White'), ('Purple'), ('Pink'), ('Brown'), ('Navy')) AS f(name)
    ON lower(f.name) = lower(c.colour)
  GROUP BY p2."id"
) AS fixed
WHERE p."id" = fixed."id" AND p."colors" IS DISTINCT FROM fixed.colours;
--> statement-breakpoint
-- facet_counts (models/facet-counts.ts) follows every product change in the same transaction.
-- A product's cells: the step of its displayed price (lib/pricing.ts's twin) among the price
-- bands' ends (lib/catalog/price-steps.ts: twice the ends below it, plus one at an end), its
-- whole stars, and '' plus each distinct colour; delta 1 to add them, -1 to take them away.
CREATE FUNCTION "facet_count_cells"(p_price integer, p_discount integer, p_rating real, p_colours text[], p_delta integer)
RETURNS TABLE (price_step smallint, stars smallint, colour text, delta integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (2 * (SELECT count(*) FROM unnest(ends) AS e WHERE e < shown) + (CASE WHEN shown = ANY (ends) THEN 1 ELSE 0 END))::smallint,
         floor(p_rating)::smallint, c.name, p_delta
  FROM (SELECT (p_price - (p_price::bigint * p_discount) / 100)::integer AS shown, ARRAY[100, 500, 1000, 2000, 3000, 5000] AS ends) AS price,
       (SELECT ''::text AS name UNION SELECT unnest(p_colours)) AS c
$$;
--> statement-breakpoint
-- Old cells out and new cells in as ONE upsert, its rows in key order: two transactions always
-- lock cells in the same order, so concurrent reviews can never deadlock on them.
CREATE FUNCTION "facet_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "facet_counts" AS f ("price_step", "stars", "colour", "products")
  SELECT cells.price_step, cells.stars, cells.colour, sum(cells.delta)::integer
  FROM (
    SELECT * FROM "facet_count_cells"(OLD."price", OLD."discount", OLD."rating", OLD."colors", -1) WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT * FROM "facet_count_cells"(NEW."price", NEW."discount", NEW."rating", NEW."colors", 1) WHERE TG_OP <> 'DELETE'
  ) AS cells
  GROUP BY cells.price_step, cells.stars, cells.colour
  HAVING sum(cells.delta) <> 0
  ORDER BY cells.price_step, cells.stars, cells.colour
  ON CONFLICT ("price_step", "stars", "colour") DO UPDATE SET "products" = f."products" + excluded."products";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_insert_delete" AFTER INSERT OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "facet_counts_follow"();
--> statement-breakpoint
-- Only the columns counted: a sale's stock update costs nothing here.
CREATE TRIGGER "products_facet_counts_update" AFTER UPDATE OF "price", "discount", "rating", "colors" ON "products"
  FOR EACH ROW
  WHEN (OLD."price" IS DISTINCT FROM NEW."price" OR OLD."discount" IS DISTINCT FROM NEW."discount"
    OR OLD."rating" IS DISTINCT FROM NEW."rating" OR OLD."colors" IS DISTINCT FROM NEW."colors")
  EXECUTE FUNCTION "facet_counts_follow"();
--> statement-breakpoint
INSERT INTO "facet_counts" ("price_step", "stars", "colour", "products")
SELECT cells.price_step, cells.stars, cells.colour, sum(cells.delta)::integer
FROM "products" AS p CROSS JOIN LATERAL "facet_count_cells"(p."price", p."discount", p."rating", p."colors", 1) AS cells
GROUP BY cells.price_step, cells.stars, cells.colour;
