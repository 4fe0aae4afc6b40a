import hsnData from "./data/hsn-codes.json";
import rateData from "./data/gst-rates.json";

/** One entry of the rate table (data/gst-rates.json): a tax class's slabs from a day on. */
export type RateEntry = { taxClass: string; effectiveFrom: string; slabs: { upToPerPiece?: number; ratePercent: number }[]; source?: string };
export type HsnTable = { codes: Record<string, { description: string; taxClass: string }>; defaultHsn: string; byCategory: Record<string, string> };

export const RATE_TABLE: readonly RateEntry[] = rateData.rates;
export const HSN_TABLE: HsnTable = hsnData;

/** The HSN code of a product in a category (by its slug). */
export function hsnOfCategory(categorySlug: string | null | undefined, table: HsnTable = HSN_TABLE): string {
  return (categorySlug ? table.byCategory[categorySlug] : undefined) ?? table.defaultHsn;
}

/**
 * The GST rate (percent) of a line of `quantity` pieces sold for `valuePaise` together (tax
 * included, after its share of a coupon) on `day` (YYYY-MM-DD, IST): the rate goes by the value of
 * one piece. Prices include tax, so a slab's limit on the taxable value is tested on the price worked
 * back at that slab's own rate: a tee at Rs 2,625 is Rs 2,500 before 5% and stays at 5%; at
 * Rs 2,626 it is above the limit and pays 18%. Throws when the table has no rate for the code,
 * so nothing is invoiced at a guessed rate.
 */
export function gstRate(hsn: string, valuePaise: number, quantity: number, day: string, table: readonly RateEntry[] = RATE_TABLE, hsnTable: HsnTable = HSN_TABLE): number {
  const taxClass = hsnTable.codes[hsn]?.taxClass;
  if (!taxClass) throw new Error(`HSN ${hsn} is not in the shop's HSN table`);
  const entry = table
    .filter((candidate) => candidate.taxClass === taxClass && candidate.effectiveFrom <= day)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  if (!entry) throw new Error(`no GST rate for ${taxClass} (HSN ${hsn}) on ${day}`);
  for (const slab of entry.slabs) {
    if (slab.upToPerPiece === undefined) return slab.ratePercent;
    if (valuePaise * 100 <= slab.upToPerPiece * 100 * (100 + slab.ratePercent) * quantity) return slab.ratePercent;
  }
  throw new Error(`the ${taxClass} rates from ${entry.effectiveFrom} have no slab for ${quantity} pieces of ${valuePaise} paise`);
}
