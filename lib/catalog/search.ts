import { and, asc, desc, ilike, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb, withTransaction, type Database } from "@/lib/db";
import { categories, gifts, products } from "@/models";
import { searchKeySql } from "@/models/search-key";
import { containsPattern, escapeLike } from "./like";
import { getHomeProducts } from "./products";
import { selectProducts, toProduct } from "./product-rows";
import { asksForAnyGift, normaliseSearchTerm, searchForms, searchPlan, wordForms } from "./search-terms";
import type { Product } from "./types";
import { giftColumns, type Gift } from "@/lib/content/gifts";

/** Search answers at most this many products, best first. */
export const SEARCH_LIMIT = 20;
/** ... and at most this many gifts (the gift store holds few; they are shown as a small group). */
export const GIFT_SEARCH_LIMIT = 8;
/** The most matches ranked for one search (see productSearchQuery). */
export const RANKED_MATCHES = 500;
/** How many popular products stand in for a search that found nothing. */
export const POPULAR_LIMIT = 4;

/**
 * How a product is matched, best first (lib/catalog/search-terms.ts explains the term):
 *  0-2  its name contains the term as typed: at its start, at a word's start, inside a word;
 *  3    its compacted name contains a form of the term ("tshirt" in "T-Shirt", "tee" for "tees");
 *  4    its category matches (the same two ways, or a near spelling: "motivaton");
 *  5    every word of a term of several matches it one of these ways, apart ("dog hoodie" finds
 *       "Powered By Cat Naps Hoodie" in Pets, "oversized tee" "Oversized Drop-Shoulder Tee");
 *  6    a near spelling of a word of its name (pg_trgm word similarity >= 0.6: "motivaton").
 * Within ranks 0-5 the shorter name comes first: it is the closer match (of names that contain
 * the term, the one with fewer other trigrams is the more similar, as pg_trgm's similarity
 * measures it), and a length costs nothing to read where similarity() costs per row
 * (docs/decisions/0009). Near spellings (6) are ordered by
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

/** Closest first within a rank (see nameMatchRank): shorter names for 0-5, word similarity for near spellings. */
function closeness(rank: SQL<number>, name: AnyColumn, term: string): SQL {
  return sql`case when ${rank} = 6 then word_similarity(${term}, ${name}) else 1.0 / (1 + length(${name})) end`;
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

/** One word of a term of several, with its forms and the categories it matches. */
export type WordMatch = { word: string; forms: readonly string[]; categoryIds: string[] };

/** What else a term asks for: its words apart (a term of several), the colours it named. */
export type SearchExtras = { words?: WordMatch[]; colours?: string[] };

/** The word matches the product: a form in its compacted name, its category, or a near spelling in its name. */
function wordMatches(word: WordMatch): SQL {
  return or(
    compactContains(products.searchKey, [...word.forms]),
    word.categoryIds.length > 0 ? inArray(products.categoryId, word.categoryIds) : undefined,
    nearSpelling(products.name, word.word),
  )!;
}

/**
 * The product comes in one of the colours, or names one ("Black Panther Tee" for "black
 * panther"). Tested on the rows the text found, never through an index: spelled so that none
 * serves it (coalesce, strpos), since a colour holds a third of the catalogue and the planner
 * built its bitmap (and the name's '%black%' one) to AND with the text's (docs/decisions/0009).
 */
function inColours(colours: string[]): SQL {
  return or(
    sql`coalesce(${products.colors}, '{}'::text[]) && array[${sql.join(colours.map((colour) => sql`${colour}`), sql`, `)}]::text[]`,
    ...colours.map((colour) => sql`strpos(${products.searchKey}, ${colour.toLowerCase()}) > 0`),
  )!;
}

/**
 * The products query for a normalised term, given its matching categories (exported so a test
 * can EXPLAIN it: it must stay on the indexes).
 */
export function productSearchQuery(db: Database, term: string, forms: string[], categoryIds: string[], limit: number, extras: SearchExtras = {}) {
  const compactMatch = compactContains(products.searchKey, forms);
  const inCategory = categoryIds.length > 0 ? inArray(products.categoryId, categoryIds) : undefined;
  // A term of several words: each word is matched apart, near spellings too, in place of a near
  // spelling of the whole term (whose trigrams match every name holding one of its words, each
  // then rechecked; docs/decisions/0009).
  const everyWord = extras.words?.length ? and(...extras.words.map(wordMatches)) : undefined;
  const fallbackRanks = [inCategory && sql`when ${inCategory} then 4`, everyWord && sql`when ${everyWord} then 5`].filter((when) => when !== undefined);
  const fallback = fallbackRanks.length > 0 ? sql`case ${sql.join(fallbackRanks, sql` `)} else 6 end` : sql`6`;
  const rank = nameMatchRank(products.name, term, compactMatch, fallback);
  const bestFirst = [asc(rank), desc(closeness(rank, products.name, term)), asc(products.name), asc(products.id)];
  // The best ids first, then their products: the matches are ranked from products alone, and
  // only the `limit` kept are joined to their category and shop. Joining every match before
  // ranking carried each whole row through the joins and the sort (docs/decisions/0009).
  // At most RANKED_MATCHES matches are ranked, the first found: a term of the shop's own words
  // ("tee", "hoodie", "dog" with its pets) matches a share of the whole catalogue, and ranking
  // every one read and sorted tens of thousands of rows (docs/decisions/0009). Any of
  // them answers the term; the ranking still orders those read. (The subquery's own `products`
  // is the one its columns name.)
  const matches = db
    .select({ id: products.id })
    .from(products)
    .where(and(or(compactMatch, inCategory, everyWord ?? nearSpelling(products.name, term)), extras.colours?.length ? inColours(extras.colours) : undefined))
    .limit(RANKED_MATCHES);
  const bestIds = db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, matches))
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

  // Matches are found through the trigram indexes, never by reading the table in order: with
  // a cap on the matches (RANKED_MATCHES) the planner expects to meet enough of a common word
  // soon and walks the table, paying the match (a word similarity among it) on every row it
  // passes, many times slower than the indexes (docs/decisions/0009).
  return withTransaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const search = await productSearch(tx, term, limit);
    return search ? (await search.query).map(toProduct) : [];
  });
}

/**
 * The products query for a normalised term (its categories and words resolved first), or
 * undefined when the term asks for nothing. Exported so a test can EXPLAIN each kind of term.
 * Wrapped in an object: a query is a promise, and an async function would run it.
 */
export async function productSearch(db: Database, term: string, limit: number) {
  const plan = searchPlan(term);
  if (!plan.text) return { query: productsInColours(db, plan.colours, limit) };
  const forms = searchForms(plan.text);
  if (forms.length === 0) return undefined;
  // One after another: a transaction's connection runs one query at a time.
  const categoryIds = await matchingCategoryIds(db, plan.text, forms);
  const words: WordMatch[] = [];
  for (const word of plan.words) {
    const forms = [...wordForms(word)];
    words.push({ word, forms, categoryIds: await matchingCategoryIds(db, word, forms) });
  }
  return { query: productSearchQuery(db, plan.text, forms, categoryIds, limit, { words, colours: plan.colours }) };
}

/**
 * A term of colours alone ("navy"): the best-rated products in them. Walked in the order of
 * products_top_rated_idx, testing each row's colours, so it stops after `limit` matches however
 * large the catalogue (colours are common: a few rows per match).
 */
export function productsInColours(db: Database, colours: string[], limit: number) {
  const bestFirst = [desc(products.rating), desc(products.createdAt), desc(products.id)];
  const bestIds = db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.colors} && array[${sql.join(colours.map((colour) => sql`${colour}`), sql`, `)}]::text[]`)
    .orderBy(...bestFirst)
    .limit(limit);
  return selectProducts(db)
    .where(inArray(products.id, bestIds))
    .orderBy(...bestFirst);
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

async function searchGiftsNormalised(term: string, limit: number): Promise<Gift[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.gifts);

  const db = await getDb();
  // Gifts come in no colours: "black mug" asks for the mugs, a colour alone for names holding it.
  term = searchPlan(term).text || term;
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
