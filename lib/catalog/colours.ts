import { sql, type SQL } from "drizzle-orm";
import { products } from "@/models";
import { FILTER_COLOURS } from "./filter-options";

/**
 * Colours are stored in one spelling: the filter's ('Red', 'Navy': migration 0008 and the seed),
 * and any colour the filters do not offer in title case ('Heather Grey'; a unit test holds the
 * seed to it). A shopper's colour in any case is put in that spelling first, so every colour is
 * one containment test on the index.
 */
export function canonicalColour(colour: string): string {
  const wanted = colour.trim().toLowerCase();
  return FILTER_COLOURS.find((name) => name.toLowerCase() === wanted) ?? wanted.replace(/(^|[^\p{L}\p{N}])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * Products that come in `colour`, any letter case: a containment test the GIN index
 * products_colors_idx serves, for a colour no filter offers too. Compared element by element in
 * lower case, such a colour (`?color=Magenta`, any free text the API is sent) read every product.
 */
export function comesInColour(colour: string): SQL {
  return sql`${products.colors} @> array[${canonicalColour(colour)}]::text[]`;
}
