import { toProductDocuments } from "@/lib/catalog/documents";
import { productQuerySchema, queryInput } from "@/lib/catalog/params";
import { queryProducts } from "@/lib/catalog/product-query";
import { publicJson } from "@/lib/catalog/responses";
import { route } from "@/lib/http";

/**
 * The collections grid: ?category&rating&lowPrice&highPrice&sortPrice&pageNumber&searchValue&color,
 * all optional and applied together; prices are displayed prices. { products, totalProduct, parPage }.
 */
export const GET = route(async (request: Request) => {
  const query = productQuerySchema.parse(queryInput(new URL(request.url).searchParams));
  const result = await queryProducts(query);
  return publicJson({ products: toProductDocuments(result.products), totalProduct: result.total, parPage: result.perPage });
});
