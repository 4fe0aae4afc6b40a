/** What the quick-add dialog needs of a product: no description, no stock, nothing more. */
export type QuickAddProduct = {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  /** Whole rupees, already discounted (lib/pricing.ts). */
  price: number;
  colors: string[];
  sizes: string[];
};

export type QuickAddChoice = { color: string; size: string };

/**
 * Spec §2: the quick add starts on "white and full". The catalogue has no size called "full"
 * and not every product comes in white, so the dialog starts on White (or "full") when the
 * product offers it, and otherwise on the product's first colour (or first size), the same
 * rule the product page uses (spec §4). A product listing no colours or sizes keeps the
 * spec's words, so the cart call always receives a choice.
 */
export function defaultQuickAddChoice(product: Pick<QuickAddProduct, "colors" | "sizes">): QuickAddChoice {
  const pick = (options: string[], wanted: string) =>
    options.find((option) => option.toLowerCase() === wanted.toLowerCase()) ?? options[0] ?? wanted;
  return { color: pick(product.colors, "White"), size: pick(product.sizes, "full") };
}
