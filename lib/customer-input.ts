import { z } from "zod";
import { isUuid } from "@/lib/catalog/params";
import { storableString } from "@/lib/text/storable";

/**
 * Fields the cart, wishlist and coupon inputs share (browser-safe, so the forms use them too).
 * A failure reads "field: problem" through lib/http.ts.
 */

/** "is required" when the field is missing, else "must be <what>". */
export const required = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? "is required" : `must be ${what}`),
});

/**
 * The contract's `userId`. The session says who the customer is; a userId sent along is only
 * checked against it (another account's is a 403), so it may be left out.
 */
export const userIdField = z.string({ error: "must be your account id" }).max(100, "must be your account id").optional();

/** A product's id: shaped like a UUID (lower-cased), else a 400; an unknown one is a 404 later. */
export const productIdField = z
  .string(required("a product id"))
  .trim()
  .refine(isUuid, "must be a product id")
  .transform((id) => id.toLowerCase());

/** The highest price a copy may claim: far above anything the shop sells. */
export const MAX_COPIED_PRICE = 10_000_000;

/**
 * Copies of a product's fields the contract's payloads carry (the wishlist add sends name,
 * price, image, discount, rating, slug). The server reads the product itself and never uses
 * them; they must only be well-formed, so a broken or tampered client shows as a 400 instead
 * of hiding behind an answer that looks right.
 */
export const productCopies = {
  name: storableString({ error: "must be text" }).max(500, "must be at most 500 characters").optional(),
  price: z
    .number({ error: `must be whole rupees from 1 to ${MAX_COPIED_PRICE}` })
    .int(`must be whole rupees from 1 to ${MAX_COPIED_PRICE}`)
    .min(1, `must be whole rupees from 1 to ${MAX_COPIED_PRICE}`)
    .max(MAX_COPIED_PRICE, `must be whole rupees from 1 to ${MAX_COPIED_PRICE}`)
    .optional(),
  image: storableString({ error: "must be text" }).max(2000, "must be at most 2000 characters").nullable().optional(),
  discount: z
    .number({ error: "must be a whole percent from 0 to 100" })
    .int("must be a whole percent from 0 to 100")
    .min(0, "must be a whole percent from 0 to 100")
    .max(100, "must be a whole percent from 0 to 100")
    .optional(),
  rating: z
    .number({ error: "must be a number of stars from 0 to 5" })
    .min(0, "must be a number of stars from 0 to 5")
    .max(5, "must be a number of stars from 0 to 5")
    .optional(),
  slug: storableString({ error: "must be text" }).max(200, "must be at most 200 characters").optional(),
};
