import { ReviewCard } from "./review-card";
import { ReviewSortForm } from "./review-sort-form";
import { SAMPLE_REVIEWS, sortReviews, type ReviewSort } from "./sample-reviews";

/** The sort menu and the grid of the eight sample reviews in the chosen order. */
export function SampleReviewsBoard({ sort }: { sort: ReviewSort | undefined }) {
  const reviews = sortReviews(SAMPLE_REVIEWS, sort);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-sm text-muted" aria-live="polite">
          Showing {reviews.length} recent reviews
          {sort === "low" ? ", lowest rating first" : sort === "high" ? ", highest rating first" : ", newest first"}
        </p>
        <ReviewSortForm sort={sort} />
      </div>
      <ul
        data-testid="review-list"
        data-sort={sort ?? "recent"}
        className="mt-6 grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5"
      >
        {reviews.map((review) => (
          <li key={`${review.name}-${review.date}`}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </>
  );
}
