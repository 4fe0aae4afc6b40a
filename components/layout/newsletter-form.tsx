"use client";

import { useId } from "react";

/** The footer's newsletter box. The shop sends no newsletter yet: so submitting does nothing. */
export function NewsletterForm() {
  const inputId = useId();
  return (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        Your email address
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="Your email address"
        className="h-12 w-full min-w-0 rounded-full sm:flex-1 border border-white/25 bg-white/10 px-5 text-base text-white placeholder:text-brand-200 focus:border-saffron-400"
      />
      <button
        type="submit"
        className="h-12 rounded-full bg-saffron-500 px-6 font-semibold text-ink hover:bg-saffron-400"
      >
        Subscribe
      </button>
    </form>
  );
}
