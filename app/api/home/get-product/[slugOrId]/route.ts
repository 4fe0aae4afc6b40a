import { toProductDocument, toProductDocuments } from "@/lib/catalog/documents";
import { slugParam } from "@/lib/catalog/params";
import { getProductPage } from "@/lib/catalog/products";
import { publicJson } from "@/lib/catalog/responses";
import { HttpError, route } from "@/lib/http";
import type { ProductPageAnswer } from "@/lib/api-answers/catalog";

type Context = { params: Promise<{ slugOrId: string }> };

/** A product by slug or id, with products of its category and of its shop (itself excluded). */
export const GET = route(async (_request: Request, { params }: Context) => {
  const ref = slugParam.safeParse((await params).slugOrId);
  const page = ref.success ? await getProductPage(ref.data) : null;
  if (!page) throw new HttpError(404, "Product not found");
  return publicJson({
    product: toProductDocument(page.product),
    relatedProducts: toProductDocuments(page.related),
    moreProducts: toProductDocuments(page.more),
  } satisfies ProductPageAnswer);
});
