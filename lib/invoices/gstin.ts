import { gstStateCode } from "./gst-states";

/** A GSTIN: state code, the holder's PAN, an entity number, "Z", then a check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of a GSTIN's first 14 characters (the GST Network's base-36 scheme: each
 * character's value times 1 or 2 by turns, the quotient and remainder by 36 summed, and the
 * character that brings the sum to a multiple of 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARACTERS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/**
 * Why a GSTIN cannot be the shop's in `state` (the field at fault and words a seller can act on); undefined when it can.
 * Browser-safe, so the form and the API say the same.
 */
export function gstinRefusal(gstin: string, state: string): { field: "gstin" | "state"; message: string } | undefined {
  if (!GSTIN_SHAPE.test(gstin)) return { field: "gstin", message: "a GSTIN is 15 characters: 2 digits of the state, the 10 of the PAN, then 3 more (like 27AAPFU0939F1ZV)." };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { field: "gstin", message: "its last character does not match the rest: check it for a mistyped character." };
  const code = gstStateCode(state);
  if (!code) return { field: "state", message: "choose an Indian state or union territory." };
  if (gstin.slice(0, 2) !== code) return { field: "gstin", message: `a GSTIN of ${state} begins with ${code}.` };
  return undefined;
}
