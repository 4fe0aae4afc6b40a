import { callApi } from "@/components/shop-data/api";

/**
 * The phone menu's categories: those with products, from the catalogue's cached read
 * (GET /api/home/menu-categorys, public and cacheable). Asked when the menu first opens, so
 * no page load pays for it and the shared layout stays free of data.
 */
export type MenuCategory = { name: string; href: string };

let asked: Promise<MenuCategory[]> | null = null;

export function loadMenuCategories(): Promise<MenuCategory[]> {
  asked ??= callApi<{ categorys?: { name: string; slug: string }[] }>("/home/menu-categorys", { cacheable: true })
    .then((body) =>
      (body.categorys ?? []).map((category) => ({ name: category.name, href: `/category-data/${encodeURIComponent(category.slug)}` })),
    )
    .catch((error: unknown) => {
      // Ask again at the next opening; meanwhile the menu keeps its theme links.
      asked = null;
      throw error;
    });
  return asked;
}

/**
 * The bottom bar's Categories asks the menu to open at its categories. The menu answers by
 * cancelling the event; an unanswered one (the menu not hydrated yet) leaves the link to go
 * to the collection instead.
 */
export const OPEN_MENU_AT_CATEGORIES = "shop:open-menu-at-categories";

export function openMenuAtCategories(): boolean {
  return !window.dispatchEvent(new Event(OPEN_MENU_AT_CATEGORIES, { cancelable: true }));
}
