import { toProductDocuments } from "@/lib/catalog/documents";
import { productQuerySchema, queryInput } from "@/lib/catalog/params";
import { fitPricesToCatalogue, queryKey } from "@/lib/catalog/price-bounds";
import { PRODUCTS_PER_PAGE, queryProducts } from "@/lib/catalog/product-query";
import { getPriceRange } from "@/lib/catalog/products";
import { publicJson } from "@/lib/catalog/responses";
import { admitSearch } from "@/lib/catalog/search-limit";
import { route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";
import type { ProductQuery } from "@/lib/catalog/types";
import type { ProductQueryAnswer } from "@/lib/api-answers/catalog";

/** Case and spacing never change what a case-insensitive filter matches: one form, one cache entry. */
function sameCase(query: ProductQuery): ProductQuery {
  const fold = (text: string | undefined) => text?.toLowerCase().replace(/\s+/g, " ");
  return { ...query, category: fold(query.category), color: fold(query.color), searchValue: fold(query.searchValue) };
}

/**
 * The collections grid: ?category&rating&lowPrice&highPrice&sortPrice&pageNumber&searchValue&color,
 * all optional and applied together; prices are displayed prices. { products, totalProduct, parPage,
 * totalIsLowerBound }: with a category or text, matches are counted up to 1,000 (more: 1,000 and true).
 * The query is put in one form first (prices fitted to the catalogue's range, text in one case),
 * a range outside the catalogue's is answered without the database, and a query new to this
 * server counts against its source's limit (lib/catalog/search-limit.ts).
 */
export const GET = route(async (request: Request) => {
  const parsed = productQuerySchema.parse(queryInput(new URL(request.url).searchParams));
  const query = fitPricesToCatalogue(sameCase(parsed), await getPriceRange());
  if (query === null) return publicJson({ products: [], totalProduct: 0, parPage: PRODUCTS_PER_PAGE, totalIsLowerBound: false } satisfies ProductQueryAnswer);
  await admitSearch(clientAddress(request), `query:${queryKey(query)}`);
  const result = await queryProducts(query);
  return publicJson({
    products: toProductDocuments(result.products),
    totalProduct: result.total,
    parPage: result.perPage,
    totalIsLowerBound: result.totalIsLowerBound,
  } satisfies ProductQueryAnswer);
});
