import { z } from "zod";
import { indianProvince } from "@/lib/orders/indian-states";
import { gstinRefusal } from "./gstin";

/**
 * A seller's GST details for their shop (PUT /api/seller/shop), browser-safe: the legal name and
 * address printed as the supplier's, the state the shop is registered in (spelled as the
 * address form's list), and a GSTIN whose check character holds and whose first two digits are
 * that state's code.
 */
export const shopTaxDetailsInput = z
  .strictObject({
    legalName: z.string().trim().min(2, "at least 2 characters").max(120, "at most 120 characters"),
    gstin: z.string().trim().toUpperCase(),
    address: z.string().trim().min(10, "the full address, at least 10 characters").max(300, "at most 300 characters"),
    state: z.string().transform((name, context) => {
      const state = indianProvince(name);
      if (!state) {
        context.addIssue({ code: "custom", message: "choose an Indian state or union territory" });
        return z.NEVER;
      }
      return state;
    }),
  })
  .superRefine((input, context) => {
    const refusal = gstinRefusal(input.gstin, input.state);
    if (refusal) context.addIssue({ code: "custom", message: refusal.message, path: [refusal.field] });
  });
export type ShopTaxDetailsInput = z.infer<typeof shopTaxDetailsInput>;
