import { toProductDocuments } from "@/lib/catalog/documents";
import { slugParam } from "@/lib/catalog/params";
import { getCategoryProducts } from "@/lib/catalog/products";
import { publicJson } from "@/lib/catalog/responses";
import { HttpError, route } from "@/lib/http";
import type { CategoryProductsAnswer } from "@/lib/api-answers/catalog";

type Context = { params: Promise<{ category: string }> };

/** Products of a category named by its slug (dashes read as spaces, any case): { product: [...] }. */
export const GET = route(async (_request: Request, { params }: Context) => {
  const slug = slugParam.safeParse((await params).category);
  const found = slug.success ? await getCategoryProducts(slug.data) : null;
  if (!found) throw new HttpError(404, "Category not found");
  return publicJson({ product: toProductDocuments(found.products) } satisfies CategoryProductsAnswer);
});
