import { z } from "zod";
import { required } from "@/lib/customer-input";
import { storableString } from "@/lib/text/storable";
import type { DeliveryStatus } from "./status";

/** What the staff order calls read (docs/ARCHITECTURE.md "Fulfilment"). */

const DELIVERY_STATUSES = ["pending", "placed", "warehouse", "shipped", "delivered", "cancelled"] as const satisfies readonly DeliveryStatus[];

/** The staff list's filter: one delivery status, or all of them. */
export const STAFF_ORDER_FILTERS = ["all", ...DELIVERY_STATUSES] as const;
export type StaffOrderFilter = (typeof STAFF_ORDER_FILTERS)[number];

/** Orders a page of the staff list holds. */
export const STAFF_ORDERS_PER_PAGE = 20;

/** Past this page number a list would be empty anyway: refused rather than counted to. */
const MAX_PAGE = 100_000;

const filterField = z.enum(STAFF_ORDER_FILTERS, { error: `must be one of ${STAFF_ORDER_FILTERS.join(", ")}` });
const pageField = z
  .string()
  .regex(/^\d{1,6}$/, `must be a page number from 1 to ${MAX_PAGE}`)
  .transform(Number)
  .refine((page) => page >= 1 && page <= MAX_PAGE, `must be a page number from 1 to ${MAX_PAGE}`);

/** GET /seller/orders?status=&page= (both optional: all, page 1). */
export const staffOrdersQuery = z.object({
  status: filterField.default("all"),
  page: pageField.default(1),
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuery>;

export const COURIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 40;

/** Control and formatting characters (line breaks, bidi overrides): plain one-line text has none. */
const NOT_PLAIN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** Optional one-line text; an empty string counts as not given (a form's blank field). */
const optionalLine = (what: string, max: number, pattern?: { test: RegExp; message: string }) =>
  storableString(required(what))
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !NOT_PLAIN.test(text), "must be plain text on one line")
    .refine((text) => !pattern || text === "" || pattern.test.test(text), pattern?.message ?? "")
    .transform((text) => (text === "" ? undefined : text))
    .optional();

/**
 * POST /seller/orders/{orderId}/status: the status to move to, and for `shipped` the courier and
 * its tracking number (both optional). Whether the move is allowed is the service's question
 * (409); here only the shape: a status that is no status at all is a 400.
 */
export const orderMoveInput = z
  .object({
    status: z.enum(DELIVERY_STATUSES, { error: `must be one of ${DELIVERY_STATUSES.join(", ")}` }),
    courier: optionalLine("the courier's name", COURIER_MAX),
    trackingNumber: optionalLine("a tracking number", TRACKING_NUMBER_MAX, {
      test: /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/,
      message: "must be letters and digits (spaces, '-', '/' and '.' between them)",
    }),
  })
  .superRefine((input, context) => {
    if (input.status === "shipped") return;
    for (const field of ["courier", "trackingNumber"] as const) {
      if (input[field] !== undefined) context.addIssue({ code: "custom", path: [field], message: "is given only when the order is shipped" });
    }
  });
export type OrderMoveInput = z.infer<typeof orderMoveInput>;
