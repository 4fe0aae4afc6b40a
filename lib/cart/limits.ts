/**
 * The most of one product (in one size and colour) a cart line may ever hold, and the ceiling of
 * the MAX_PER_PRODUCT setting (lib/config.ts), which is the limit a shopper meets: a T-shirt
 * shop's shopper buys a few, and a sane ceiling keeps a typo or a script from filling a line with
 * a whole warehouse. Browser-safe: the add-to-cart body is checked against it.
 */
export const MAX_LINE_QUANTITY = 100;
