import { toProductDocuments } from "@/lib/catalog/documents";
import { getLatestProducts, getPriceRange } from "@/lib/catalog/products";
import { publicJson } from "@/lib/catalog/responses";
import { route } from "@/lib/http";
import type { PriceRangeAnswer } from "@/lib/api-answers/catalog";

/** The newest 12 products and the lowest and highest displayed price (0 to 100 when empty). */
export const GET = route(async () => {
  const [latest, priceRange] = await Promise.all([getLatestProducts(), getPriceRange()]);
  return publicJson({ latest_product: toProductDocuments(latest), priceRange } satisfies PriceRangeAnswer);
});
