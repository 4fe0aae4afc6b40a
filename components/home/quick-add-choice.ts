import { colourPicture } from "@/lib/catalog/colour-pictures";

/** What the quick-add dialog needs of a product: no description, no stock, nothing more. */
export type QuickAddProduct = {
  id: string;
  name: string;
  slug: string;
  /** The first colour's front. */
  image: string | null;
  /** Each colour's front by colour name ({ Navy: [front] }): the dialog shows the colour chosen. */
  colorImages: Record<string, string[]>;
  /** Whole rupees, already discounted (lib/pricing.ts). */
  price: number;
  colors: string[];
  sizes: string[];
};

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

/** Only the fronts cross to the browser: the dialog shows one picture, of the colour chosen. */
export function colourFronts(colorImages: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(colorImages).flatMap(([colour, pictures]) => (pictures[0] ? [[colour, [pictures[0]]]] : [])),
  );
}

/** The picture of the colour chosen in the dialog (the product's own when that colour has none). */
export function quickAddPicture(product: Pick<QuickAddProduct, "image" | "colorImages">, color: string): string | null {
  return colourPicture({ images: product.image ? [product.image] : [], colorImages: product.colorImages }, color);
}
