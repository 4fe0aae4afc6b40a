import { z } from "zod";

/**
 * What a shopper types to follow an order without signing in: the order number as the shop
 * shows it (`#1A2B3C4D`, the hash and case optional) and the phone number or e-mail on the
 * order. Browser-safe, so the form checks the same rules before sending.
 */
export const ORDER_NUMBER_PATTERN = /^#?\s*([0-9a-f]{8})$/i;

/** A phone typed any usual way (+91, 0, spaces, dashes) becomes its 10 digits; null if it is none. */
export function normalisedPhone(text: string): string | null {
  const digits = text.replace(/[\s\-().]/g, "").replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** E-mails are kept lower-case (a check constraint on accounts), so the typed one is compared so. */
export function normalisedEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  return z.email().safeParse(email).success && email.length <= 254 ? email : null;
}

export type TrackContact = { kind: "phone"; phone: string } | { kind: "email"; email: string };

export const trackOrderInput = z.object({
  orderNumber: z
    .string("enter the order number from your confirmation mail")
    .trim()
    .regex(ORDER_NUMBER_PATTERN, "must be the 8 letters and digits after # in your confirmation mail")
    .transform((text) => ORDER_NUMBER_PATTERN.exec(text)![1]!.toLowerCase()),
  contact: z
    .string("enter the phone number or e-mail on the order")
    .max(254, "must be the phone number or e-mail on the order")
    .transform((text, context): TrackContact => {
      const email = text.includes("@") ? normalisedEmail(text) : null;
      if (email) return { kind: "email", email };
      const phone = text.includes("@") ? null : normalisedPhone(text);
      if (phone) return { kind: "phone", phone };
      context.addIssue({ code: "custom", message: "must be the 10-digit mobile number or the e-mail on the order" });
      return z.NEVER;
    }),
});
export type TrackOrderInput = z.infer<typeof trackOrderInput>;
