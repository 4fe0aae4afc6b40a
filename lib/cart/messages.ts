/** What the cart calls answer; the two quantity refusals are the contract's own words. */
export const cartMessages = {
  added: "Added to your cart",
  removed: "Removed from your cart",
  increased: "Quantity increased",
  decreased: "Quantity decreased",
  lineNotFound: "That cart item was not found in your cart.",
  productNotFound: "Product not found",
  soldOut: "This product is sold out.",
  overStock: "Cannot exceed available stock",
  /** One order holds at most MAX_PER_PRODUCT of a product, all its sizes and colours together. */
  overPerProduct: (name: string, max: number) => `You can buy at most ${max} of ${name} in one order.`,
  belowOne: "Quantity cannot be less than 1",
} as const;
