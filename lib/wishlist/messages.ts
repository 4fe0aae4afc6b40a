/** What the wishlist calls answer. */
export const wishlistMessages = {
  added: "Added to your wishlist",
  removed: "Removed from your wishlist",
  alreadyThere: "This product is already in your wishlist.",
  entryNotFound: "That product was not found in your wishlist.",
  productNotFound: "Product not found",
} as const;
