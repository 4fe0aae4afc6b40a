import { z } from "zod";
import { id, isoTime, whole } from "./common";

/** Custom design requests: sent by anyone, read by staff. */

export const designQueryDocument = z.strictObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  image: z.string(),
  /** The signed-in account that sent it, or null for a visitor. */
  customerId: id.nullable(),
  date: isoTime,
});
export type DesignQueryDocument = z.infer<typeof designQueryDocument>;

/** POST /api/design-add (201) */
export const designQuerySentAnswer = z.strictObject({ message: z.string(), query: designQueryDocument });
export type DesignQuerySentAnswer = z.infer<typeof designQuerySentAnswer>;
/** GET /api/seller/design-queries */
export const designQueryPageAnswer = z.strictObject({ queries: z.array(designQueryDocument), totalQuery: whole, parPage: whole, page: whole });
export type DesignQueryPageAnswer = z.infer<typeof designQueryPageAnswer>;
