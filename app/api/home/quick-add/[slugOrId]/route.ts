import { slugParam } from "@/lib/catalog/params";
import { getProduct } from "@/lib/catalog/products";
import { toQuickAddProduct } from "@/lib/catalog/quick-add";
import { publicJson } from "@/lib/catalog/responses";
import { HttpError, route } from "@/lib/http";
import type { QuickAddAnswer } from "@/lib/api-answers/catalog";

type Context = { params: Promise<{ slugOrId: string }> };

/**
 * A product's colours, sizes, colour fronts and price for the New Arrivals quick add, read when a
 * shopper reaches for the button: the home page carries only each card's name and slug (~4 kB
 * less HTML). The product's own cached entry, so it is the product page's read, not a new one.
 */
export const GET = route(async (_request: Request, { params }: Context) => {
  const ref = slugParam.safeParse((await params).slugOrId);
  const product = ref.success ? await getProduct(ref.data) : null;
  if (!product) throw new HttpError(404, "Product not found");
  return publicJson({ product: toQuickAddProduct(product) } satisfies QuickAddAnswer);
});
