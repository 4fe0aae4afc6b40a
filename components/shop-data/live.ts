"use client";

export { addToCartMutation } from "./cart";
export { runMutation } from "./query-client";
export { forgetShopData, watchCustomer } from "./watch-customer";
export { toggleWishlistMutation, wishlistEntryFor } from "./wishlist";
