"use client";

import { useEffect, useRef, useState } from "react";

/** Spec §2: suggestions show a product's name and category. */
export type SearchSuggestion = { id: string; name: string; category: string };

const MIN_CHARACTERS = 2;
const MAX_SUGGESTIONS = 8;
const DEBOUNCE_MS = 200;

type Answer = { text: string; items: SearchSuggestion[] };
const none: Answer = { text: "", items: [] };

function toSuggestions(body: unknown, text: string): SearchSuggestion[] {
  const products = (body as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) return [];
  const needle = text.toLowerCase();
  const suggestions: SearchSuggestion[] = [];
  for (const product of products as { _id?: unknown; name?: unknown; category?: unknown }[]) {
    if (typeof product._id !== "string" || typeof product.name !== "string") continue;
    // Spec §5: a suggestion's name contains the text (the API also matches category names).
    if (!product.name.toLowerCase().includes(needle)) continue;
    suggestions.push({ id: product._id, name: product.name, category: typeof product.category === "string" ? product.category : "" });
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}

/**
 * Asks GET /api/home/search_products as the shopper types: 200 ms after the last key, from 2
 * characters, aborting the request before. The answer carries the text it answers, so the
 * box never shows suggestions for something no longer typed. Failures stay silent (spec §7).
 */
export function useSearchSuggestions() {
  const [answer, setAnswer] = useState<Answer>(none);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  function cancel() {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }

  useEffect(() => cancel, []);

  function request(value: string) {
    cancel();
    const text = value.trim();
    if (text.length < MIN_CHARACTERS) return;
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const response = await fetch(`/api/home/search_products?searchValue=${encodeURIComponent(text)}`, {
          signal: controller.signal,
        });
        const items = response.ok ? toSuggestions(await response.json(), text) : [];
        setAnswer({ text, items });
      } catch {
        // Aborted by a newer keystroke, or offline: nothing to show.
      }
    }, DEBOUNCE_MS);
  }

  function clear() {
    cancel();
    setAnswer(none);
  }

  return { suggestions: answer, request, clear };
}

/** The name with the typed text in bold, so the shopper sees why it matched. */
function Highlighted({ name, text }: { name: string; text: string }) {
  const at = text ? name.toLowerCase().indexOf(text.toLowerCase()) : -1;
  if (at < 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <strong className="font-bold">{name.slice(at, at + text.length)}</strong>
      {name.slice(at + text.length)}
    </>
  );
}

/**
 * The combobox's listbox. Options are not focusable: focus stays in the input, which points
 * at the active option with aria-activedescendant. A press on an option must not blur the
 * input (that would close the list before the click lands).
 */
export function SearchSuggestions({
  id,
  text,
  items,
  expanded,
  active,
  onHover,
  onPick,
}: {
  id: string;
  text: string;
  items: SearchSuggestion[];
  expanded: boolean;
  active: number;
  onHover: (index: number) => void;
  onPick: (name: string) => void;
}) {
  return (
    <>
      <ul
        id={id}
        role="listbox"
        aria-label="Product suggestions"
        hidden={!expanded}
        data-testid="search-suggestions"
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-[min(60vh,28rem)] overflow-y-auto rounded-2xl border border-line bg-white py-1 shadow-xl"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => {
              if (index !== active) onHover(index);
            }}
            onClick={() => onPick(item.name)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 ${
              index === active ? "bg-brand-50" : ""
            }`}
          >
            <span className="min-w-0 truncate text-sm text-ink">
              <Highlighted name={item.name} text={text} />
            </span>
            <span className="shrink-0 text-xs font-medium uppercase tracking-wide text-muted">{item.category}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? `${items.length} suggestion${items.length === 1 ? "" : "s"}, use the arrow keys to choose` : ""}
      </p>
    </>
  );
}
