"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useSignedInCustomer } from "@/components/auth/sign-in-gate";
import { StarIcon } from "@/components/ui/icons";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Spec §5: only a signed-in shopper may write a review (text required, 1 to 5 stars); everyone
 * else gets a link to log in. The server and the first render know nobody, so the link is what
 * the HTML carries. The submit-review call arrives with the accounts work, which also signs
 * customers in; until then this form is never shown.
 */
export function ReviewFormOrLogin({ loginHref }: { loginHref: string }) {
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
  return <ReviewForm />;
}

function ReviewForm() {
  const [rating, setRating] = useState(0);
  const id = useId();

  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl bg-surface p-4"
      data-testid="review-form"
    >
      <h3 id={`${id}-title`} className="font-bold text-ink">
        Write a review
      </h3>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Your rating</legend>
        <div className="mt-1 flex">
          {STARS.map((star) => (
            <label key={star} className="grid size-11 cursor-pointer place-items-center">
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                required
                checked={rating === star}
                onChange={() => setRating(star)}
                className="peer sr-only"
              />
              <span className="sr-only">
                {star} {star === 1 ? "star" : "stars"}
              </span>
              <StarIcon
                size={28}
                className={`rounded peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600 ${star <= rating ? "text-saffron-500" : "text-line"}`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-ink">
          Your review
        </label>
        <textarea
          id={`${id}-text`}
          name="review"
          required
          rows={4}
          maxLength={1000}
          className="mt-1 block w-full rounded-xl border border-line bg-white p-3 text-sm"
        />
      </div>
      <button type="submit" className="inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900">
        Submit review
      </button>
    </form>
  );
}
