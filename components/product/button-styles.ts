/** The ADD TO CART look shared by the link (offers, category) and the gated button (gifts). */
export const addToCartButton =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-800 px-4 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-muted";
