import type { QuickAddProduct } from "@/lib/api-answers/catalog";
import { colourPicture } from "@/lib/catalog/colour-pictures";

/** What the quick-add dialog needs of a product (GET /api/home/quick-add/{slug}); a type only. */
export type { QuickAddProduct };

export type QuickAddChoice = { color: string; size: string };

/**
 * The quick add starts on "white and full". The catalogue has no size called "full"
 * and not every product comes in white, so the dialog starts on White (or "full") when the
 * product offers it, and otherwise on the product's first colour (or first size), the same
 * rule the product page uses. A product listing no colours or sizes keeps the
 * spec's words, so the cart call always receives a choice.
 */
export function defaultQuickAddChoice(product: Pick<QuickAddProduct, "colors" | "sizes">): QuickAddChoice {
  const pick = (options: string[], wanted: string) =>
    options.find((option) => option.toLowerCase() === wanted.toLowerCase()) ?? options[0] ?? wanted;
  return { color: pick(product.colors, "White"), size: pick(product.sizes, "full") };
}

/** The picture of the colour chosen in the dialog (the product's own when that colour has none). */
export function quickAddPicture(product: Pick<QuickAddProduct, "image" | "colorImages">, color: string): string | null {
  return colourPicture({ images: product.image ? [product.image] : [], colorImages: product.colorImages }, color);
}
