import { toProductDocuments } from "@/lib/catalog/documents";
import { genderSchema } from "@/lib/catalog/params";
import { getProductsByGender } from "@/lib/catalog/products";
import { publicJson } from "@/lib/catalog/responses";
import { route } from "@/lib/http";
import type { ProductListAnswer } from "@/lib/api-answers/catalog";

type Context = { params: Promise<{ gender: string }> };

/**
 * The products of one theme for the search and listing pages (the spec leaves this path to
 * us): fitness, motivation, pets, kids, male, female or unisex, any case; newest first, up to 100.
 */
export const GET = route(async (_request: Request, { params }: Context) => {
  const { gender } = genderSchema.parse(await params);
  return publicJson({ products: toProductDocuments(await getProductsByGender(gender)) } satisfies ProductListAnswer);
});
