import { DEFAULT_DELIVERY } from "./delivery/settings";
import { formatCount } from "./format";

/**
 * The shop's policy facts, in one place. The brand story, About, Privacy, Policies and Terms
 * pages (and anything else that quotes a number from them) render these values, so no two
 * pages can disagree (texts once did: 7 vs 30 days, 2015 vs 2021, ₹70 vs free).
 */
export const policies = {
  /** When the policy pages last changed, as they print it. */
  lastUpdated: "22 November 2026",

  /** The year TeeRang started selling (brand story and About). */
  foundedYear: 2021,
  /** Customers served so far, as the About page and brand story claim. */
  happyCustomers: 50_000,

  /** Every order leaves the warehouse within this many hours of being placed. */
  dispatchWithinHours: 48,
  /**
   * Delivery time after dispatch, anywhere in India: the nearest and the farthest of the delivery
   * zones' days (lib/delivery/settings.ts), so the pages never promise what a PIN code's own
   * date contradicts. The date for one PIN code is on every product page and at checkout.
   */
  deliveryBusinessDays: { from: Math.min(...Object.values(DEFAULT_DELIVERY.days)), to: Math.max(...Object.values(DEFAULT_DELIVERY.days)) },
  /**
   * Shipping is free across India, as the promo bar advertises. The fee orders are charged is
   * SHIPPING_FEE (lib/config.ts), which defaults to 0; a shop that sets it must change this too.
   */
  freeShippingInIndia: true,

  /** Unused items, tags attached, can be returned this many days after delivery. */
  returnWindowDays: 7,
  /** Manufacturing defects can be claimed this many days after delivery. */
  defectClaimDays: 7,
  /** A missing item must be reported within this many hours of delivery, with an unboxing video. */
  missingItemReportHours: 48,
  /** A returned parcel is checked within this many hours of reaching us; the refund starts then. */
  refundStartsHoursAfterReturn: 48,
  /** Refunds reach the customer this many business days after they start. */
  refundBusinessDays: { from: 7, to: 10 },

  /** Personalised (custom printed) items are final sale unless they arrive defective. */
  personalisedItemsFinal: true,
  /** Orders delivered outside India cannot be returned. */
  internationalReturns: false,

  /** Days the checkout keeps a saved delivery address in a cookie. */
  savedAddressDays: 7,
} as const;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** The facts as the pages write them, e.g. "7 days", "48 hours", "1 to 8 business days". */
export const policyText = {
  founded: String(policies.foundedYear),
  happyCustomers: formatCount(policies.happyCustomers),
  dispatch: plural(policies.dispatchWithinHours, "hour"),
  delivery: `${policies.deliveryBusinessDays.from} to ${policies.deliveryBusinessDays.to} business days`,
  returnWindow: plural(policies.returnWindowDays, "day"),
  /** As an adjective: "7-day returns". */
  returnWindowShort: `${policies.returnWindowDays}-day`,
  defectClaim: plural(policies.defectClaimDays, "day"),
  missingItemReport: plural(policies.missingItemReportHours, "hour"),
  refundStart: plural(policies.refundStartsHoursAfterReturn, "hour"),
  refund: `${policies.refundBusinessDays.from} to ${policies.refundBusinessDays.to} business days`,
  savedAddress: plural(policies.savedAddressDays, "day"),
} as const;

