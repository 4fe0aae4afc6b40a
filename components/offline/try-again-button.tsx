"use client";

/** Loads the address again: the page itself once the connection is back. */
export function TryAgainButton() {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="inline-flex min-h-12 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
    >
      Try again
    </button>
  );
}
