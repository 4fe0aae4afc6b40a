"use client";

import Link from "next/link";
import { useEffect } from "react";

/** Something broke while rendering a page: say so plainly, offer a retry and a way home. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;

  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-5xl" aria-hidden="true">
        🧵
      </p>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">A stitch came loose</h1>
      <p className="mt-3 text-muted">
        Something went wrong on our side while loading this page. Please try again; if it keeps happening, write to us and
        we will sort it out.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="inline-flex min-h-12 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
        >
          Try again
        </button>
        <Link
          href="/"
          className="inline-flex min-h-12 items-center rounded-full border border-brand-200 px-6 font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
        >
          Back to home
        </Link>
      </div>
      {digest ? <p className="mt-6 text-xs text-muted">Reference: {digest}</p> : null}
    </div>
  );
}
