import { sql, type SQL } from "drizzle-orm";
import { products } from "@/models";
import { FILTER_COLOURS } from "./filter-options";

/**
 * Colours are stored in the filter's spelling ('Red', 'Navy': migration 0008 and the seed), so
 * a shopper's colour in any case is put in that spelling first; a colour not in the filter's
 * list is kept as given.
 */
export function canonicalColour(colour: string): string {
  const wanted = colour.trim().toLowerCase();
  return FILTER_COLOURS.find((name) => name.toLowerCase() === wanted) ?? colour.trim();
}

/**
 * Products that come in `colour`, any letter case. A filter colour is a containment test the
 * GIN index products_colors_idx serves; any other colour (none of the shop's filters offer one)
 * is compared case-insensitively element by element.
 */
export function comesInColour(colour: string): SQL {
  const canonical = canonicalColour(colour);
  if ((FILTER_COLOURS as readonly string[]).includes(canonical)) return sql`${products.colors} @> array[${canonical}]::text[]`;
  return sql`exists (select 1 from unnest(${products.colors}) as colour where lower(colour) = ${canonical.toLowerCase()})`;
}
