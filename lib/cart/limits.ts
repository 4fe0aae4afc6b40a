/**
 * The most of one product (in one size and colour) a cart line holds, whatever the stock: a
 * T-shirt shop's shopper buys a few, and a sane ceiling keeps a typo or a script from filling
 * a line with a whole warehouse. Browser-safe: the quantity stepper stops here too.
 */
export const MAX_LINE_QUANTITY = 100;
