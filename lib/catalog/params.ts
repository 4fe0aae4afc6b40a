import { z } from "zod";
import { storableString } from "@/lib/text/storable";
import { MAX_PAGE, PAGE_DEPTH_LIMIT } from "./paging";
import type { ProductGender, ProductQuery } from "./types";

/**
 * The catalogue's inputs, as zod schemas shared by the route handlers and the pages (a page
 * parses its searchParams with the same schema). Query parameters are strings; a blank one
 * means "not given", because the shop's clients send `category=&rating=` for "any".
 */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shaped like a UUID: only such a value may be compared with an id column (else PostgreSQL fails). */
export function isUuid(value: string): boolean {
  return GUID.test(value);
}

/** An id in a path: a UUID, lower-cased. Anything else names nothing, so callers answer 404. */
export const idParam = z.string().trim().regex(GUID, "must be an id").toLowerCase();

/** A slug or id in a path: a slug that long or that empty names nothing (404). */
export const slugParam = storableString().trim().min(1).max(200);

/** Query parameters as a record of their first values, blank ones left out. */
export function queryInput(source: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const entries = source instanceof URLSearchParams ? [...source.keys()].map((key) => [key, source.get(key)] as const) : Object.entries(source);
  const input: Record<string, string> = {};
  for (const [key, raw] of entries) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value !== null && value.trim() !== "") input[key] = value;
  }
  return input;
}

function wholeNumber(min: number) {
  const message = `must be a whole number from ${min}`;
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min, message);
}

const stars = z
  .string()
  .trim()
  .regex(/^\d(\.\d{1,2})?$/, "must be a number of stars from 0 to 5")
  .transform(Number)
  .refine((n) => n <= 5, "must be a number of stars from 0 to 5");

function text(maxLength: number) {
  return storableString().trim().max(maxLength, `must be at most ${maxLength} characters`);
}

/**
 * The listing's orders. "top-rated" is the shop's Best Seller: the shop keeps no count of
 * sales per product, so the honest "best" it can show is what shoppers rated highest.
 */
export const PRICE_SORTS = ["low-to-high", "high-to-low", "top-rated"] as const;

/** GET /home/query-products and the collections page (the collections filters). */
export const productQuerySchema = z
  .object({
    category: text(100).optional(),
    rating: stars.optional(),
    lowPrice: wholeNumber(0).optional(),
    highPrice: wholeNumber(0).optional(),
    sortPrice: z.enum(PRICE_SORTS, { error: "must be low-to-high, high-to-low or top-rated" }).optional(),
    pageNumber: wholeNumber(1)
      .refine((n) => n <= MAX_PAGE, `must be at most ${MAX_PAGE}: the first ${PAGE_DEPTH_LIMIT.toLocaleString("en-IN")} matches are paged; narrow the filters for others`)
      .optional(),
    searchValue: text(100).optional(),
    color: text(30).optional(),
  })
  .refine((q) => q.lowPrice === undefined || q.highPrice === undefined || q.lowPrice <= q.highPrice, {
    path: ["lowPrice"],
    message: "must not be more than highPrice",
  }) satisfies z.ZodType<ProductQuery, Record<string, string>>;

/** GET /home/search_products. */
export const searchSchema = z.object({
  searchValue: storableString({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(100, "must be at most 100 characters"),
});

/** Every theme a product can have (the schema's product_gender enum; a test holds them equal). */
export const PRODUCT_GENDERS = ["fitness", "motivation", "pets", "kids", "male", "female", "unisex"] as const satisfies readonly ProductGender[];

/** GET /home/get-products-by-gender/{gender}: a theme, case-insensitive. */
export const genderSchema = z.object({
  gender: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(PRODUCT_GENDERS, { error: `must be one of ${PRODUCT_GENDERS.join(", ")}` })),
});

/** GET /home/customer/get-reviews/{productId}?pageNo= */
export const reviewPageSchema = z.object({ pageNo: wholeNumber(1).optional() });
