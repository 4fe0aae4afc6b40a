import { z } from "zod";
import { id, isoTime, whole } from "./common";

/** An invoice or credit note of an order, as the order's page lists it (PDF at `url`). */
export const orderInvoiceDocument = z.strictObject({
  n: whole.min(1),
  kind: z.enum(["invoice", "credit_note"]),
  number: z.string().min(1),
  date: isoTime,
  shop: z.string().min(1),
  url: z.string().regex(/^\/api\/orders\/[0-9a-f-]{36}\/invoices\/[1-9][0-9]*$/),
});
export type OrderInvoiceDocument = z.infer<typeof orderInvoiceDocument>;

/** A shop's GST details: the supplier of its invoices. Null until the seller sets them. */
export const shopTaxDetailsDocument = z.strictObject({
  shopId: id,
  shopName: z.string().min(1),
  legalName: z.string().min(1).nullable(),
  gstin: z.string().length(15).nullable(),
  address: z.string().min(1).nullable(),
  state: z.string().min(1).nullable(),
  stateCode: z.string().length(2).nullable(),
});
export type ShopTaxDetailsDocument = z.infer<typeof shopTaxDetailsDocument>;

/** GET /api/seller/shop */
export const shopTaxDetailsAnswer = z.strictObject({ shop: shopTaxDetailsDocument });
export type ShopTaxDetailsAnswer = z.infer<typeof shopTaxDetailsAnswer>;

/** PUT /api/seller/shop */
export const shopTaxDetailsSavedAnswer = z.strictObject({ message: z.string().min(1), shop: shopTaxDetailsDocument });
export type ShopTaxDetailsSavedAnswer = z.infer<typeof shopTaxDetailsSavedAnswer>;
