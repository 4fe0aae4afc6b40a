"use client";

import { useChosenOption } from "@/components/ui/use-chosen-option";

/**
 * The reviews page's sort menu: the chosen order is sent at once (its form's GET, through
 * next/form), so no separate button is needed with JavaScript; the form's Sort button is shown
 * only without it.
 */
export function ReviewSortSelect({ defaultValue, options }: { defaultValue: string; options: { value: string; label: string }[] }) {
  const chosen = useChosenOption((value) => {
    const select = document.getElementById("review-sort") as HTMLSelectElement | null;
    if (select && value !== defaultValue) select.form?.requestSubmit();
  });
  return (
    <select
      id="review-sort"
      name="sort"
      defaultValue={defaultValue}
      {...chosen}
      className="mt-1 h-11 rounded-full border border-line bg-white pl-4 pr-10 text-base text-ink hover:border-brand-200 focus:border-brand-600"
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
