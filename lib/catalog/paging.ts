/** The collections grid's paging, plain numbers safe to import anywhere (the query schema checks pageNumber with them). */

/**
 * Page size of the collections grid and GET /home/query-products: 12 fills its 2, 3 and 4
 * column layouts without a ragged last row (spec's home-state default of 4 is a UI detail).
 */
export const PRODUCTS_PER_PAGE = 12;

/**
 * A query with a category or text is counted up to this many matches; past it the total reads
 * "1,000+". Counting costs a visit to every match, so a whole count grows with the catalogue
 * (docs/decisions/0010). Price, stars and
 * colour alone are counted exactly from the facet cells (lib/catalog/facets.ts countFromCells).
 */
export const MATCH_COUNT_LIMIT = 1_000;

/**
 * Pages go 10,000 products deep (834 pages): no shopper pages further through a grid, and a deep
 * OFFSET grows with its depth (docs/decisions/0010).
 */
export const PAGE_DEPTH_LIMIT = 10_000;
export const MAX_PAGE = Math.ceil(PAGE_DEPTH_LIMIT / PRODUCTS_PER_PAGE);
