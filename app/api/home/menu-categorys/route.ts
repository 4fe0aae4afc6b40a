import { getMenuCategories } from "@/lib/catalog/categories";
import { publicJson } from "@/lib/catalog/responses";
import { route } from "@/lib/http";
import type { MenuCategoriesAnswer } from "@/lib/api-answers/catalog";

/**
 * The categories that have products, for the phone menu: { categorys: [{ _id, name, slug }] }.
 * The menu asks when it first opens, so the shared layout stays free of data and cookies.
 */
export const GET = route(async () => {
  const categorys = await getMenuCategories();
  return publicJson({ categorys: categorys.map(({ id, name, slug }) => ({ _id: id, name, slug })) } satisfies MenuCategoriesAnswer);
});
