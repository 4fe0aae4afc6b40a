import { z } from "zod";
import { productCopies, productIdField, required, userIdField } from "@/lib/customer-input";
import { storableString } from "@/lib/text/storable";
import { MAX_LINE_QUANTITY } from "./limits";

/**
 * The cart's inputs, one schema each, shared by the route handlers and the cart's forms
 * (browser-safe). Field names are the contract's.
 */

const aQuantity = `a whole number from 1 to ${MAX_LINE_QUANTITY}`;
const quantityRule = `must be ${aQuantity}`;

/**
 * How many to add: a JSON number, whole, 1 to MAX_LINE_QUANTITY. A string such as "2" is
 * refused, not converted: the contract's clients send numbers (quick add sends 1, the stepper
 * holds a number), and reading strings would raise questions no client needs answered
 * (" 2", "2.0", "1e2", "0x2").
 */
export const quantityField = z
  .number(required(aQuantity))
  .int(quantityRule)
  .min(1, quantityRule)
  .max(MAX_LINE_QUANTITY, quantityRule);

/**
 * A size or colour as the shopper picked it. Whether it is one of the product's own is checked
 * against the product (lib/cart/variant.ts); empty is only right for a product offering none.
 */
const variantField = storableString(required("text")).trim().max(40, "must be at most 40 characters");

/** POST /home/product/add-to-card: { userId, quantity, productId, size, color }. */
export const addToCartInput = z.object({
  userId: userIdField,
  productId: productIdField,
  quantity: quantityField,
  size: variantField,
  color: variantField,
  // Not in the contract's payload, but a client may send copies along: checked, never used.
  ...productCopies,
});

/**
 * PUT /home/product/quantity-inc/{id} and quantity-dec/{id}: { cardId, userId }, both optional.
 * The line is the one in the address; a cardId in the body is not read, so it cannot point the
 * change at another line.
 */
export const quantityChangeInput = z.object({ userId: userIdField });

export type AddToCartInput = z.infer<typeof addToCartInput>;
export type QuantityChangeInput = z.infer<typeof quantityChangeInput>;
