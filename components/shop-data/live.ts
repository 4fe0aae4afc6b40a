"use client";

export { addToCart, changeQuantity, removeCartLine } from "./cart";
export { watchCustomer } from "./header-sync";
export { forgetShopData } from "./query-client";
export { addToWishlist, removeFromWishlist, wishlistEntryFor } from "./wishlist";
