/** The collections grid's paging, plain numbers safe to import anywhere (the query schema checks pageNumber with them). */

/**
 * Page size of the collections grid and GET /home/query-products: 12 fills its 2, 3 and 4
 * column layouts without a ragged last row (spec's home-state default of 4 is a UI detail).
 */
export const PRODUCTS_PER_PAGE = 12;

/**
 * Matches are counted up to this many (a count over every match cost 25-174 ms at 100,000
 * products); past it the total reads "10,000+". Pages go as deep as the count: no shopper pages
 * through 834 pages of a grid, and a deep OFFSET is what made the last page cost 318 ms.
 */
export const MATCH_COUNT_LIMIT = 10_000;
export const MAX_PAGE = Math.ceil(MATCH_COUNT_LIMIT / PRODUCTS_PER_PAGE);
