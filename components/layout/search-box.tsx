"use client";

import Form from "next/form";
import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";

/**
 * The header's search: the icon opens a box; submitting goes to /product?value=<text>
 * (spec §2). Suggestions from the loaded products come with the catalogue work.
 * A plain GET form underneath, so it also works before the JavaScript arrives.
 */
export function SearchBox() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="search-button"
        aria-label={open ? "Close search" : "Search products"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-800"
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-white shadow-lg"
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
      >
        <Form
          action="/product"
          role="search"
          onSubmit={() => setOpen(false)}
          className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3"
        >
          <label htmlFor={inputId} className="sr-only">
            Search T-shirts, apparel and gifts
          </label>
          <div className="relative flex-1">
            <SearchIcon size={20} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
            <input
              ref={inputRef}
              id={inputId}
              name="value"
              type="search"
              required
              autoComplete="off"
              enterKeyHint="search"
              placeholder="Search for tees, hoodies, gifts..."
              data-testid="search-input"
              className="h-12 w-full rounded-full border border-line bg-surface pl-10 pr-4 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:bg-white"
            />
          </div>
          <button
            type="submit"
            className="h-12 rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900"
          >
            Search
          </button>
        </Form>
      </div>
    </>
  );
}
