import type { QuickAddProduct } from "@/lib/api-answers/catalog";
import { discountedPrice } from "@/lib/pricing";
import type { Product } from "./types";

/** Only the fronts cross to the browser: the dialog shows one picture, of the colour chosen. */
export function colourFronts(colorImages: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(colorImages).flatMap(([colour, pictures]) => (pictures[0] ? [[colour, [pictures[0]]]] : [])),
  );
}

/** What the quick-add dialog needs of a product: no description, no stock, nothing more. */
export function toQuickAddProduct(product: Product): QuickAddProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    colorImages: colourFronts(product.colorImages),
    price: discountedPrice(product.price, product.discount),
    colors: product.colors,
    sizes: product.sizes,
  };
}
