"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { notify } from "@/components/ui/toast";
import { useSignedInCustomer, type SignedInCustomer } from "@/components/auth/sign-in-gate";
import { StarIcon } from "@/components/ui/icons";
import { REVIEW_MAX_LENGTH, REVIEW_MAX_PHOTOS } from "@/lib/reviews/limits";
import { formatCount } from "@/lib/format";

const STARS = [1, 2, 3, 4, 5] as const;

type Where = {
  productId: string;
  /** Page 1 of the product's reviews, where a new review shows (newest first). */
  firstReviewsPage: string;
};

/**
 * Only a signed-in shopper may write a review (text required, 1 to 5 stars); everyone
 * else gets a link to log in. The server and the first render know nobody, so the link is what
 * the stored HTML carries; the form replaces it once the session is known.
 */
export function ReviewFormOrLogin({ loginHref, ...where }: Where & { loginHref: string }) {
  const customer = useSignedInCustomer();
  if (!customer) {
    return (
      <p className="rounded-xl bg-surface p-4 text-sm text-muted">
        <Link href={loginHref} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          Login to write a review
        </Link>
      </p>
    );
  }
  return <ReviewForm customer={customer} {...where} />;
}

type Problems = { rating?: string; review?: string; photos?: string };

/** Pictures the server takes (lib/uploads checks the bytes; this only filters the file picker). */
const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif";
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

function ReviewForm({ customer, productId, firstReviewsPage }: Where & { customer: SignedInCustomer }) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [rating, setRating] = useState(0);
  const [pointed, setPointed] = useState(0);
  const [text, setText] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const photosRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const starsRef = useRef<HTMLFieldSetElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const shown = pointed || rating;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const review = text.trim();
    const found: Problems = {
      rating: rating ? undefined : "Choose from 1 to 5 stars.",
      review: review ? undefined : "Write a few words about the product.",
      photos: photoProblem(photos),
    };
    setProblems(found);
    if (found.rating) return starsRef.current?.querySelector("input")?.focus();
    if (found.review) return textRef.current?.focus();
    if (found.photos) return photosRef.current?.focus();

    setSending(true);
    try {
      // Loaded on the first submit: a product page carries no review-sending code until then.
      const { submitReview } = await import("@/components/shop-data/reviews");
      const message = await submitReview({ productId, rating, review, name: customer.name }, photos);
      notify("success", message);
      setRating(0);
      setText("");
      setPhotos([]);
      if (photosRef.current) photosRef.current.value = "";
      // The server has expired the product's stored pages: show them again with the new review,
      // on page 1 where it now stands first (the refresh also drops prefetched copies of it).
      router.refresh();
      if (!pathname.endsWith("/reviews/1") && pathname.includes("/reviews/")) router.push(firstReviewsPage);
    } catch (error) {
      notify("error", error instanceof Error && error.message ? error.message : "Your review could not be sent. Please try again.");
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={send} noValidate aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-surface p-4" data-testid="review-form">
      <div>
        <h3 id={`${id}-title`} className="font-bold text-ink">
          Write a review
        </h3>
        <p className="mt-0.5 text-xs text-muted">
          Shown as <span className="font-semibold text-ink">{customer.name}</span>
        </p>
      </div>
      <fieldset ref={starsRef} aria-describedby={problems.rating ? `${id}-rating-problem` : undefined}>
        <legend className="text-sm font-semibold text-ink">Your rating</legend>
        <div className="mt-1 flex items-center" onMouseLeave={() => setPointed(0)}>
          {STARS.map((star) => (
            <label key={star} className="relative grid size-11 cursor-pointer place-items-center" onMouseEnter={() => setPointed(star)}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => {
                  setRating(star);
                  setProblems((now) => ({ ...now, rating: undefined }));
                }}
                className="peer sr-only"
              />
              <span className="sr-only">
                {star} {star === 1 ? "star" : "stars"}
              </span>
              {/* Outlined in dark ink when empty, saffron edged in deep saffron when chosen: 3:1 or more either way. */}
              <StarIcon
                size={30}
                strokeWidth={1.4}
                strokeLinejoin="round"
                fill={star <= shown ? "currentColor" : "white"}
                stroke={star <= shown ? "var(--color-saffron-700)" : "var(--color-muted)"}
                className="rounded text-saffron-500 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
              />
            </label>
          ))}
          <span aria-hidden="true" className="ml-2 text-sm font-semibold tabular-nums text-ink">
            {rating ? `${rating} of 5` : ""}
          </span>
        </div>
        {problems.rating ? (
          <p id={`${id}-rating-problem`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {problems.rating}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-ink">
          Your review
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          name="review"
          required
          rows={4}
          maxLength={REVIEW_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) setProblems((now) => ({ ...now, review: undefined }));
          }}
          aria-invalid={problems.review ? true : undefined}
          aria-describedby={`${id}-text-hint${problems.review ? ` ${id}-text-problem` : ""}`}
          className="mt-1 block w-full rounded-xl border border-line bg-white p-3 text-sm text-ink aria-invalid:border-red-700"
        />
        <div className="mt-1 flex justify-between gap-3 text-xs text-muted">
          {problems.review ? (
            <p id={`${id}-text-problem`} role="alert" className="text-sm font-semibold text-red-700">
              {problems.review}
            </p>
          ) : (
            <span />
          )}
          <p id={`${id}-text-hint`} className="shrink-0 tabular-nums">
            {formatCount(text.length)} / {formatCount(REVIEW_MAX_LENGTH)}
            <span className="sr-only"> characters at most</span>
          </p>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-photos`} className="text-sm font-semibold text-ink">
          Add photos <span className="font-normal text-muted">(optional, up to {REVIEW_MAX_PHOTOS})</span>
        </label>
        <input
          ref={photosRef}
          id={`${id}-photos`}
          name="images"
          type="file"
          accept={PHOTO_TYPES}
          multiple
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            setPhotos(chosen);
            setProblems((now) => ({ ...now, photos: photoProblem(chosen) }));
          }}
          aria-invalid={problems.photos ? true : undefined}
          aria-describedby={problems.photos ? `${id}-photos-problem` : `${id}-photos-hint`}
          className="mt-1 block w-full text-sm text-muted file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-white file:px-4 file:font-semibold file:text-brand-800"
        />
        {problems.photos ? (
          <p id={`${id}-photos-problem`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {problems.photos}
          </p>
        ) : (
          <p id={`${id}-photos-hint`} className="mt-1 text-xs text-muted">
            JPEG, PNG, WebP or AVIF, up to 5 MB each.
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? "Submitting…" : "Submit review"}
      </button>
    </form>
  );
}

/** What is wrong with the chosen photos, in the shop's words, or undefined. */
function photoProblem(photos: File[]): string | undefined {
  if (photos.length > REVIEW_MAX_PHOTOS) return `You can add up to ${REVIEW_MAX_PHOTOS} photos to a review.`;
  const large = photos.find((photo) => photo.size > PHOTO_MAX_BYTES);
  if (large) return `${large.name} is larger than 5 MB. Choose a smaller photo.`;
  return undefined;
}
