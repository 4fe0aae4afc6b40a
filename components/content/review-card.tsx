import type { SampleReview } from "./sample-reviews";
import { StarRating } from "@/components/ui/star-rating";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-10-28" -> "28 Oct 2026", without Date (the same on every server and in every zone). */
export function formatReviewDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

// Avatar colours: each pair meets WCAG AA for the initials on it.
const AVATARS = [
  "bg-brand-800 text-white",
  "bg-saffron-400 text-ink",
  "bg-deal text-white",
  "bg-brand-100 text-brand-950",
  "bg-saffron-700 text-white",
];

function avatarTone(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATARS[hash % AVATARS.length]!;
}

/** One sample review: initials, name and city, date, stars, product and what they said. */
export function ReviewCard({ review }: { review: SampleReview }) {
  return (
    <article
      data-testid="review-card"
      data-rating={review.rating}
      className="flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-line"
    >
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`grid size-11 shrink-0 place-items-center rounded-full text-sm font-bold ${avatarTone(review.name)}`}
        >
          {initials(review.name)}
        </span>
        <div className="min-w-0">
          <h2 className="truncate font-bold leading-6 text-ink">{review.name}</h2>
          <p className="text-sm text-muted">
            {review.city} · <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
          </p>
        </div>
      </header>
      <div className="mt-3">
        <StarRating rating={review.rating} />
      </div>
      <p className="mt-1 text-sm font-semibold text-brand-800">{review.productName}</p>
      <blockquote className="mt-2 text-[0.9375rem] leading-6 text-ink">
        <p>{review.comment}</p>
      </blockquote>
    </article>
  );
}

/** A grey card of about the same size, for the reviews' Suspense fallback. */
export function ReviewCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full min-h-56 flex-col rounded-2xl bg-white p-5 ring-1 ring-line">
      <div className="flex items-center gap-3">
        <div className="size-11 rounded-full bg-surface" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-surface" />
          <div className="h-3.5 w-1/2 rounded bg-surface" />
        </div>
      </div>
      <div className="mt-4 h-4 w-24 rounded bg-surface" />
      <div className="mt-3 space-y-2">
        <div className="h-3.5 rounded bg-surface" />
        <div className="h-3.5 rounded bg-surface" />
        <div className="h-3.5 w-3/4 rounded bg-surface" />
      </div>
    </div>
  );
}
