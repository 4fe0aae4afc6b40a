"use client";

import Form from "next/form";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import { useDrawnOnce } from "@/components/ui/use-drawn-once";
import { SearchSuggestions, useSearchSuggestions } from "./search-suggestions";

/** Where a search lands: the listing driven by `value`. */
function listingHref(value: string): string {
  return `/product?value=${encodeURIComponent(value)}`;
}

/**
 * The header's search: the icon opens a box; typing lists up to 8 products and gifts matching
 * the text (near spellings too), or "No results" with popular designs, as an ARIA combobox: arrows move, Enter picks, Escape closes
 * the list (and then the box). Picking one goes to /product?value=<name> and clears the box;
 * submitting without a pick goes to /product?value=<text>, a plain GET form underneath. The
 * form is drawn at the first opening (the icon needs the script anyway): until then a page
 * carries only the empty panel.
 */
export function SearchBox() {
  const [open, setOpen] = useState(false);
  const drawn = useDrawnOnce(open);
  const [text, setText] = useState("");
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, request, clear } = useSearchSuggestions();
  const router = useRouter();
  const panelId = useId();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The list shows the answer for what is typed now, never a stale one.
  const answered = suggestions.text !== "" && suggestions.text === text.trim();
  const shown = answered ? suggestions.items : [];
  // "No results" is worth showing too: the list opens for it, with popular designs to pick.
  const expanded = listOpen && answered && (shown.length > 0 || suggestions.noMatch);

  function reset() {
    setText("");
    setListOpen(false);
    setActive(-1);
    clear();
  }

  function close() {
    setOpen(false);
    setListOpen(false);
    buttonRef.current?.focus();
  }

  function pick(name: string) {
    reset();
    setOpen(false);
    router.push(listingHref(name));
  }

  function onChange(value: string) {
    setText(value);
    setActive(-1);
    setListOpen(true);
    request(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (shown.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the input, Down goes to the first, Up to the last; both wrap around.
      setActive((current) => (current === -1 && step === -1 ? shown.length - 1 : (current + step + shown.length) % shown.length));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      const chosen = shown[active];
      if (!chosen) return;
      event.preventDefault();
      pick(chosen.name);
    } else if (event.key === "Escape" && expanded) {
      // First Escape closes the list only (and keeps the text a search input would clear);
      // the panel's handler closes the box on the next.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
      setActive(-1);
    }
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
        {drawn ? (
          <Form
            action="/product"
            role="search"
            onSubmit={() => {
              reset();
              setOpen(false);
            }}
            className="mx-auto flex max-w-3xl items-start gap-2 px-4 py-3"
          >
            <label htmlFor={inputId} className="sr-only">
              Search T-shirts, apparel and gifts
            </label>
            <div
              className="relative flex-1"
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) setListOpen(false);
              }}
            >
              <SearchIcon size={20} className="pointer-events-none absolute left-3 top-3.5 text-muted" />
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
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={listId}
                aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
                value={text}
                onChange={(event) => onChange(event.target.value)}
                onKeyDown={onKeyDown}
                onFocus={() => setListOpen(true)}
                className="h-12 w-full rounded-full border border-line bg-surface pl-10 pr-4 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:bg-white"
              />
              <SearchSuggestions
                id={listId}
                text={text.trim()}
                answer={answered ? suggestions : { text: "", items: [], noMatch: false }}
                expanded={expanded}
                active={active}
                onHover={setActive}
                onPick={pick}
              />
            </div>
            <button
              type="submit"
              className="h-12 rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900"
            >
              Search
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
