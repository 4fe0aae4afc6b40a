/**
 * The collections page's filter choices: five price bands, star ratings from 5 down
 * to 1 ("at least N stars") and eleven colours. Plain data, safe to import anywhere.
 */

export type PriceBand = { low: number; high: number };

/** Displayed price bands in whole rupees, both ends included ("between min and max inclusive"). */
export const PRICE_BANDS: readonly PriceBand[] = [
  { low: 100, high: 500 },
  { low: 500, high: 1000 },
  { low: 1000, high: 2000 },
  { low: 2000, high: 3000 },
  { low: 3000, high: 5000 },
];

/** "At least N stars", best first. */
export const RATING_STEPS = [5, 4, 3, 2, 1] as const;
export type RatingStep = (typeof RATING_STEPS)[number];

/** The colour list, in its order. */
export const FILTER_COLOURS = ["Black", "Blue", "Gray", "Green", "Red", "Orange", "White", "Purple", "Pink", "Brown", "Navy"] as const;
export type FilterColour = (typeof FILTER_COLOURS)[number];

/** "500-1000": how a band is written in a URL. */
export function priceBandKey(band: PriceBand): string {
  return `${band.low}-${band.high}`;
}
