import { MAX_LINE_QUANTITY } from "./limits";

/** What the cart calls answer; the two quantity refusals are the spec's own words (§5). */
export const cartMessages = {
  added: "Added to your cart",
  removed: "Removed from your cart",
  increased: "Quantity increased",
  decreased: "Quantity decreased",
  lineNotFound: "That cart item was not found in your cart.",
  productNotFound: "Product not found",
  soldOut: "This product is sold out.",
  overStock: "Cannot exceed available stock",
  overLineLimit: `A cart line holds at most ${MAX_LINE_QUANTITY} of one product.`,
  belowOne: "Quantity cannot be less than 1",
} as const;
