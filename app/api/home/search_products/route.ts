import { toProductDocuments } from "@/lib/catalog/documents";
import { queryInput, searchSchema } from "@/lib/catalog/params";
import { popularProducts, searchGifts, searchProducts } from "@/lib/catalog/search";
import { admitSearch } from "@/lib/catalog/search-limit";
import { normaliseSearchTerm } from "@/lib/catalog/search-terms";
import { publicJson } from "@/lib/catalog/responses";
import { toGiftDocument } from "@/lib/content/gifts";
import { route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";
import type { SearchAnswer } from "@/lib/api-answers/catalog";

/**
 * ?searchValue=: up to 20 products matching it, best first (`products`, as before).
 * Two fields are added for the header's suggestions: `gifts`, the gift store's gifts matching
 * it (up to 8), and `popular`, a few best-rated products when neither matched (else empty).
 * A term new to this server counts against its source's limit (lib/catalog/search-limit.ts):
 * past it, a 429 with Retry-After.
 */
export const GET = route(async (request: Request) => {
  const { searchValue } = searchSchema.parse(queryInput(new URL(request.url).searchParams));
  const term = normaliseSearchTerm(searchValue);
  if (term) await admitSearch(clientAddress(request), `search:${term}`);
  const [products, gifts] = await Promise.all([searchProducts(searchValue), searchGifts(searchValue)]);
  const popular = products.length === 0 && gifts.length === 0 ? await popularProducts() : [];
  return publicJson({
    products: toProductDocuments(products),
    gifts: gifts.map(toGiftDocument),
    popular: toProductDocuments(popular),
  } satisfies SearchAnswer);
});
