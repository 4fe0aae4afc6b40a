"use client";

import { useId } from "react";
import { SearchIcon } from "@/components/ui/icons";

/**
 * The blog sidebar's search box. It does nothing (the blog has no search), so submitting is prevented and the
 * hint says so rather than pretending to search.
 */
export function BlogSearchForm() {
  const inputId = useId();
  const hintId = useId();
  return (
    <form role="search" aria-label="Blog" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="text-sm font-bold uppercase tracking-wider text-ink">
        Search the blog
      </label>
      <div className="relative mt-2">
        <input
          id={inputId}
          name="q"
          type="search"
          aria-describedby={hintId}
          placeholder="Search posts"
          className="h-12 w-full rounded-full border border-line bg-white pl-5 pr-12 text-base text-ink placeholder:text-muted hover:border-brand-200 focus:border-brand-600"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute right-1 top-1 grid size-10 place-items-center rounded-full text-brand-800 hover:bg-brand-50"
        >
          <SearchIcon size={20} />
        </button>
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted">
        Blog search is coming soon; browse the recent posts below.
      </p>
    </form>
  );
}
