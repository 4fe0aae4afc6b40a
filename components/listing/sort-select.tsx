"use client";

import { useRouter } from "next/navigation";
import { useChosenOption } from "@/components/ui/use-chosen-option";
import type { PriceSort } from "@/lib/catalog/types";

export const SORT_OPTIONS: { value: PriceSort | ""; label: string }[] = [
  { value: "", label: "Newest first" },
  { value: "low-to-high", label: "Price: low to high" },
  { value: "high-to-low", label: "Price: high to low" },
  { value: "top-rated", label: "Top rated" },
];

/**
 * The collections sort. A GET form keeping the active filters, so without JavaScript the
 * Apply button sorts; with it, the chosen option goes straight to that view's URL (computed
 * on the server, so the client holds no URL rules), not at every arrow key (useChosenOption).
 */
export function SortSelect({
  current,
  hrefs,
  keep,
}: {
  current: PriceSort | "";
  /** The URL of the current view with each sort value. */
  hrefs: Record<string, string>;
  /** The filters to carry over, as hidden fields. */
  keep: Record<string, string>;
}) {
  const router = useRouter();
  const chosen = useChosenOption((value) => {
    const href = hrefs[value];
    if (href && value !== current) router.push(href, { scroll: false });
  });
  return (
    <form action="/collections" method="get" className="flex items-center gap-2">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="collection-sort" className="whitespace-nowrap text-sm font-semibold text-ink max-sm:sr-only">
        Sort by
      </label>
      <select
        id="collection-sort"
        name="sort"
        defaultValue={current}
        data-testid="sort-select"
        {...chosen}
        className="h-11 rounded-full border border-line bg-white pl-4 pr-9 text-sm font-medium text-ink hover:border-brand-200 focus:border-brand-600"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-11 rounded-full bg-brand-800 px-4 text-sm font-semibold text-white">
          Apply
        </button>
      </noscript>
    </form>
  );
}
