import { asc, desc, ilike, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb, type Database } from "@/lib/db";
import { categories, gifts, products } from "@/models";
import { searchKeySql } from "@/models/search-key";
import { containsPattern, escapeLike } from "./like";
import { getHomeProducts } from "./products";
import { selectProducts, toProduct } from "./product-rows";
import { asksForAnyGift, normaliseSearchTerm, searchForms } from "./search-terms";
import type { Product } from "./types";
import type { Gift } from "@/lib/content/gifts";

/** Search answers at most this many products, best first. */
export const SEARCH_LIMIT = 20;
/** ... and at most this many gifts (the gift store holds few; they are shown as a small group). */
export const GIFT_SEARCH_LIMIT = 8;
/** How many popular products stand in for a search that found nothing. */
export const POPULAR_LIMIT = 4;

/**
 * How a product is matched, best first (lib/catalog/search-terms.ts explains the term):
 *  0-2  its name contains the term as typed: at its start, at a word's start, inside a word;
 *  3    its compacted name contains a form of the term ("tshirt" in "T-Shirt", "tee" for "tees");
 *  4    its category matches (the same two ways, or a near spelling: "motivaton");
 *  5    a near spelling of a word of its name (pg_trgm word similarity >= 0.6: "hodie").
 * Within ranks 0-4 the shorter name comes first: it is the closer match (of names that contain
 * the term, the one with fewer other trigrams is the more similar, as pg_trgm's similarity
 * measures it), and a length costs nothing to read where similarity() cost ~3 µs a row, a
 * third of a 3,000-match search at 100,000 products. Near spellings (5) are ordered by
 * their trigram word similarity, closest first.
 * The index-served tests are the compacted-name LIKEs (products_search_key_trgm_idx on the
 * stored search_key column), the near
 * spelling (`%>` on products_name_trgm_idx) and the category ids, resolved first from the
 * small categories table and passed as a literal list, so PostgreSQL ORs three index scans
 * instead of reading every product.
 */
function nameMatchRank(name: AnyColumn, term: string, compactMatch: SQL, fallback: SQL): SQL<number> {
  const escaped = escapeLike(term);
  return sql<number>`case
    when ${ilike(name, `${escaped}%`)} then 0
    when ${ilike(name, `% ${escaped}%`)} then 1
    when ${ilike(name, `%${escaped}%`)} then 2
    when ${compactMatch} then 3
    else ${fallback} end`;
}

/** The compacted name (searchKeySql, or the products' stored search_key) contains one of the term's forms. */
function compactContains(key: AnyColumn | SQL, forms: string[]): SQL {
  return or(...forms.map((form) => sql`${key} like ${containsPattern(form)}`))!;
}

/** Closest first within a rank (see nameMatchRank): shorter names for 0-4, word similarity for near spellings. */
function closeness(rank: SQL<number>, name: AnyColumn, term: string): SQL {
  return sql`case when ${rank} = 5 then word_similarity(${term}, ${name}) else 1.0 / (1 + length(${name})) end`;
}

/** A word of the name is a near spelling of the term; written `name %> term` so the trigram index serves it. */
function nearSpelling(name: AnyColumn, term: string): SQL {
  return sql`${name} %> ${term}`;
}

/** Ids of the categories whose name matches the term (few rows: read whole, no index needed). */
export async function matchingCategoryIds(db: Database, term: string, forms: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(compactContains(searchKeySql(categories.name), forms), nearSpelling(categories.name, term)));
  return rows.map((row) => row.id);
}

/**
 * The products query for a normalised term, given its matching categories (exported so a test
 * can EXPLAIN it: it must stay on the indexes).
 */
export function productSearchQuery(db: Database, term: string, forms: string[], categoryIds: string[], limit: number) {
  const compactMatch = compactContains(products.searchKey, forms);
  const inCategory = categoryIds.length > 0 ? inArray(products.categoryId, categoryIds) : undefined;
  const rank = nameMatchRank(products.name, term, compactMatch, inCategory ? sql`case when ${inCategory} then 4 else 5 end` : sql`5`);
  const bestFirst = [asc(rank), desc(closeness(rank, products.name, term)), asc(products.name), asc(products.id)];
  // The best ids first, then their products: the matches are ranked from products alone, and
  // only the `limit` kept are joined to their category and shop. Joining every match before
  // ranking carried each whole row through the joins and the sort: 'hustle' at 100,000
  // products (3,030 matches) took 29 ms this way 18 (medians of 25, one machine).
  const bestIds = db
    .select({ id: products.id })
    .from(products)
    .where(or(compactMatch, inCategory, nearSpelling(products.name, term)))
    .orderBy(...bestFirst)
    .limit(limit);
  return selectProducts(db)
    .where(inArray(products.id, bestIds))
    .orderBy(...bestFirst);
}

async function searchNormalised(term: string, limit: number): Promise<Product[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const forms = searchForms(term);
  if (forms.length === 0) return [];
  const db = await getDb();
  const categoryIds = await matchingCategoryIds(db, term, forms);
  const rows = await productSearchQuery(db, term, forms, categoryIds, limit);
  return rows.map(toProduct);
}

/**
 * The products matching a shopper's text, best first (see nameMatchRank). The text is
 * normalised first, so spellings that mean the same share one cache entry; text that means
 * nothing (only punctuation or emoji) finds nothing.
 */
export async function searchProducts(text: string, limit = SEARCH_LIMIT): Promise<Product[]> {
  const term = normaliseSearchTerm(text);
  return term ? searchNormalised(term, limit) : [];
}

const giftColumns = {
  id: gifts.id,
  name: gifts.name,
  slug: gifts.slug,
  images: gifts.images,
  price: gifts.price,
  discount: gifts.discount,
  rating: gifts.rating,
};

async function searchGiftsNormalised(term: string, limit: number): Promise<Gift[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.gifts);

  const db = await getDb();
  if (asksForAnyGift(term)) {
    return db.select(giftColumns).from(gifts).orderBy(desc(gifts.rating), asc(gifts.name), asc(gifts.id)).limit(limit);
  }
  const forms = searchForms(term);
  if (forms.length === 0) return [];
  const compactMatch = compactContains(searchKeySql(gifts.name), forms);
  const rank = nameMatchRank(gifts.name, term, compactMatch, sql`5`);
  return db
    .select(giftColumns)
    .from(gifts)
    .where(or(compactMatch, nearSpelling(gifts.name, term)))
    .orderBy(asc(rank), desc(closeness(rank, gifts.name, term)), asc(gifts.name), asc(gifts.id))
    .limit(limit);
}

/** The gift store's gifts matching the text, best first, matched as products are ("gift" alone: all of them). */
export async function searchGifts(text: string, limit = GIFT_SEARCH_LIMIT): Promise<Gift[]> {
  const term = normaliseSearchTerm(text);
  return term ? searchGiftsNormalised(term, limit) : [];
}

/** A few of the best-rated products, offered when a search finds nothing (already cached for the home page). */
export async function popularProducts(limit = POPULAR_LIMIT): Promise<Product[]> {
  return (await getHomeProducts()).topRated.slice(0, limit);
}
