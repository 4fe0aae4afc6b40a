import { PRICE_BANDS } from "./filter-options";

/**
 * The price bands' ends, in order, without repeats: 100, 500, 1000, 2000, 3000, 5000. The
 * facet counts (models/facet-counts.ts) keep products by their step among these, not by price.
 * The same list is written into the SQL function facet_count_cells (migration 0008).
 */
export const PRICE_BAND_ENDS: readonly number[] = [...new Set(PRICE_BANDS.flatMap((band) => [band.low, band.high]))].sort((a, b) => a - b);

/**
 * A displayed price's step: twice the number of ends below it, plus one when it is an end
 * itself. Below 100: 0; 100: 1; 101-499: 2; 500: 3; ...; above 5000: 12. A band from end a to
 * end b, both included, is the steps from priceStep(a) to priceStep(b).
 */
export function priceStep(price: number): number {
  const below = PRICE_BAND_ENDS.filter((end) => end < price).length;
  return 2 * below + (PRICE_BAND_ENDS.includes(price) ? 1 : 0);
}
