import { toReviewPageDocument } from "@/lib/catalog/documents";
import { idParam, queryInput, reviewPageSchema } from "@/lib/catalog/params";
import { publicJson } from "@/lib/catalog/responses";
import { getProductReviews } from "@/lib/catalog/reviews";
import { HttpError, route } from "@/lib/http";

type Context = { params: Promise<{ productId: string }> };

/** ?pageNo=: a product's reviews, 5 a page, newest first, with per-star counts over all of them. */
export const GET = route(async (request: Request, { params }: Context) => {
  const { pageNo } = reviewPageSchema.parse(queryInput(new URL(request.url).searchParams));
  const productId = idParam.safeParse((await params).productId);
  const page = productId.success ? await getProductReviews(productId.data, pageNo) : null;
  if (!page) throw new HttpError(404, "Product not found");
  return publicJson(toReviewPageDocument(page));
});
