import { toProductDocuments } from "@/lib/catalog/documents";
import { queryInput, searchSchema } from "@/lib/catalog/params";
import { searchProducts } from "@/lib/catalog/search";
import { publicJson } from "@/lib/catalog/responses";
import { route } from "@/lib/http";

/** ?searchValue=: up to 20 products whose name or category contains it, best first. */
export const GET = route(async (request: Request) => {
  const { searchValue } = searchSchema.parse(queryInput(new URL(request.url).searchParams));
  return publicJson({ products: toProductDocuments(await searchProducts(searchValue)) });
});
