import Form from "next/form";
import { ReviewSortSelect } from "./review-sort-select";
import type { ReviewSort } from "./sample-reviews";

const OPTIONS: { value: ReviewSort | "recent"; label: string }[] = [
  { value: "recent", label: "Most recent" },
  { value: "low", label: "Low Rating" },
  { value: "high", label: "High Rating" },
];

/**
 * The sort menu of the reviews page. A GET form: the choice lives in the URL (?sort=low|high),
 * so it works without JavaScript (with the Sort button); with it, choosing an order sends the
 * form at once and next/form navigates without a full reload.
 */
export function ReviewSortForm({ sort }: { sort: ReviewSort | undefined }) {
  return (
    <Form key={sort ?? "recent"} action="/reviews" scroll={false} className="flex items-end gap-2" data-testid="review-sort">
      <div className="flex flex-col">
        <label htmlFor="review-sort" className="text-sm font-semibold text-ink">
          Sort by
        </label>
        <ReviewSortSelect defaultValue={sort ?? "recent"} options={OPTIONS} />
      </div>
      <noscript>
        <button type="submit" className="h-11 rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900">
          Sort
        </button>
      </noscript>
    </Form>
  );
}
