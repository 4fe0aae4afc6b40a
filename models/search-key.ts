import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * A name as search compares it: lower case, without spaces, hyphens, apostrophes or other
 * punctuation (the symbols % & _ + stay, and letters beyond ASCII). The shopper's term is
 * compacted the same way in lib/catalog/search-terms.ts, so "oversized" finds "Over-Sized" and
 * "t shirt" finds "T-Shirt". The trigram indexes on this expression serve `like '%form%'`;
 * a query must spell the expression exactly so for PostgreSQL to use them.
 */
export function searchKeySql(name: AnyColumn | SQL): SQL {
  return sql`regexp_replace(lower(${name}), '[^a-z0-9%&_+\\u0080-\\uffff]|[‘’‐‑–—]', '', 'g')`;
}
