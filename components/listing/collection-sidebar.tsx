import { Picture } from "@/components/ui/picture";
import Link from "next/link";
import type { Category, Product } from "@/lib/catalog/types";
import { SidebarProductLink } from "@/components/product/sidebar-product-link";
import { categoryHref } from "./category-href";

/** The sidebar lists categories 2 to 6 and products 3 to 6 of their lists. */
export const SIDEBAR_CATEGORIES = { from: 1, to: 6 } as const;
export const SIDEBAR_PRODUCTS = { from: 2, to: 6 } as const;

export function SidebarCategories({ categories, idPrefix }: { categories: Category[]; idPrefix: string }) {
  const shown = categories.slice(SIDEBAR_CATEGORIES.from, SIDEBAR_CATEGORIES.to);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={`${idPrefix}-categories`} data-testid="sidebar-categories">
      <h2 id={`${idPrefix}-categories`} className="text-sm font-bold uppercase tracking-wider text-ink">
        Categories
      </h2>
      <ul className="mt-2 grid gap-1 max-lg:grid-cols-2">
        {shown.map((category) => (
          <li key={category.id}>
            <Link href={categoryHref(category.slug)} className="flex min-h-11 items-center gap-3 rounded-lg p-1 pr-2 text-sm font-semibold text-ink hover:bg-surface">
              <Picture src={category.image} alt="" width={40} height={40} className="size-10 rounded-lg bg-surface object-cover" />
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SidebarProducts({ products, idPrefix }: { products: Product[]; idPrefix: string }) {
  const shown = products.slice(SIDEBAR_PRODUCTS.from, SIDEBAR_PRODUCTS.to);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={`${idPrefix}-products`} data-testid="sidebar-products">
      <h2 id={`${idPrefix}-products`} className="text-sm font-bold uppercase tracking-wider text-ink">
        Popular designs
      </h2>
      <ul className="mt-2 grid gap-2 max-lg:sm:grid-cols-2">
        {shown.map((product) => (
          <li key={product.id}>
            <SidebarProductLink product={product} tone="surface" />
          </li>
        ))}
      </ul>
    </section>
  );
}
