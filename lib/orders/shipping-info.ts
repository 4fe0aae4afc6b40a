import { z } from "zod";
import { indianMobileField } from "@/lib/accounts/schemas";
import { storableString } from "@/lib/text/storable";
import { INDIAN_PROVINCES, indianProvince } from "./indian-states";

/**
 * The delivery address (the contract's shippingInfo), one schema for the order call and the
 * checkout form (browser-safe). Every field is required (all seven non-empty); the
 * phone follows registration's rule, the PIN code India Post's (6 digits, never starting 0),
 * and the province must be one of India's states and union territories. A failure reads
 * "shippingInfo.post: must be a 6-digit PIN code" through lib/http.ts.
 */

const requiredText = (max: number) =>
  storableString({
    error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? "is required" : "must be text"),
  })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);

export const SHIPPING_FIELD_LIMITS = { name: 80, address: 200, city: 80, area: 120 } as const;

export const pinCodeField = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input == null ? "is required" : "must be a 6-digit PIN code") })
  .transform((value) => String(value).replace(/\s/g, ""))
  .pipe(z.string().regex(/^[1-9]\d{5}$/, "must be a 6-digit PIN code"));

export const provinceField = requiredText(60).transform((value, ctx) => {
  const province = indianProvince(value);
  if (province) return province;
  ctx.addIssue({ code: "custom", message: "must be one of India's states or union territories" });
  return z.NEVER;
});

export const shippingInfoSchema = z.object(
  {
    name: requiredText(SHIPPING_FIELD_LIMITS.name),
    address: requiredText(SHIPPING_FIELD_LIMITS.address),
    phone: indianMobileField,
    post: pinCodeField,
    province: provinceField,
    city: requiredText(SHIPPING_FIELD_LIMITS.city),
    area: requiredText(SHIPPING_FIELD_LIMITS.area),
  },
  { error: (issue) => (issue.input == null ? "is required" : "must be the delivery address") },
);

export type ShippingInfoInput = z.input<typeof shippingInfoSchema>;

export { INDIAN_PROVINCES };
