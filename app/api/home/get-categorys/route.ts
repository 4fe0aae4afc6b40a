import { getCategories } from "@/lib/catalog/categories";
import { toCategoryDocument } from "@/lib/catalog/documents";
import { publicJson } from "@/lib/catalog/responses";
import { route } from "@/lib/http";
import type { CategoriesAnswer } from "@/lib/api-answers/catalog";

/** Every category: { categorys: [{ _id, name, slug, image }] } (spelling as in the contract). */
export const GET = route(async () => {
  const categorys = await getCategories();
  return publicJson({ categorys: categorys.map(toCategoryDocument) } satisfies CategoriesAnswer);
});
