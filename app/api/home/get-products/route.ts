import { toProductDocuments } from "@/lib/catalog/documents";
import { getHomeProducts } from "@/lib/catalog/products";
import { publicJson } from "@/lib/catalog/responses";
import { route } from "@/lib/http";
import type { HomeProductsAnswer } from "@/lib/api-answers/catalog";

/**
 * The home page's lists, all flat lists of product documents: `products` the newest 60,
 * `latest_product` the newest 12, `topRated_product` the 12 best rated, `discount_product` the
 * 12 most discounted (discounted products only).
 */
export const GET = route(async () => {
  const home = await getHomeProducts();
  return publicJson({
    products: toProductDocuments(home.products),
    latest_product: toProductDocuments(home.latest),
    topRated_product: toProductDocuments(home.topRated),
    discount_product: toProductDocuments(home.discounted),
  } satisfies HomeProductsAnswer);
});
