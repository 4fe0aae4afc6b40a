"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { ApiError, callApi } from "@/components/shop-data/api";

/** Suggestions show a product's name and category; a gift shows "Gift" instead. */
export type SearchSuggestion = { id: string; name: string; category: string; kind: "product" | "gift" | "popular" };

const MIN_CHARACTERS = 2;
const MAX_SUGGESTIONS = 8;
/** Gifts are a small group under the products: at most this many. */
const MAX_GIFTS = 3;
const DEBOUNCE_MS = 200;

/** The answer for `text`: the options in the order shown, and whether nothing matched (then `items` are popular products). */
export type SuggestionAnswer = { text: string; items: SearchSuggestion[]; noMatch: boolean };
const none: SuggestionAnswer = { text: "", items: [], noMatch: false };

type Listed = { _id?: unknown; name?: unknown; category?: unknown };

function toList(value: unknown, kind: SearchSuggestion["kind"], limit: number): SearchSuggestion[] {
  if (!Array.isArray(value)) return [];
  const list: SearchSuggestion[] = [];
  for (const item of value as Listed[]) {
    if (list.length === limit) break;
    if (typeof item._id !== "string" || typeof item.name !== "string") continue;
    list.push({ id: item._id, name: item.name, category: kind === "gift" ? "Gift" : typeof item.category === "string" ? item.category : "", kind });
  }
  return list;
}

/**
 * The server's answer as options: its products (best first, near spellings and the shop's
 * other words for a thing included, so no filtering here), then up to 3 gifts, 8 in all;
 * when neither matched, its popular products.
 */
function toAnswer(body: unknown, text: string): SuggestionAnswer {
  const answer = (body ?? {}) as { products?: unknown; gifts?: unknown; popular?: unknown };
  const gifts = toList(answer.gifts, "gift", MAX_GIFTS);
  const products = toList(answer.products, "product", MAX_SUGGESTIONS - gifts.length);
  if (products.length + gifts.length > 0) return { text, items: [...products, ...gifts], noMatch: false };
  return { text, items: toList(answer.popular, "popular", 4), noMatch: true };
}

/**
 * Asks GET /api/home/search_products as the shopper types: 200 ms after the last key, from 2
 * characters, aborting the request before. The answer carries the text it answers, so the
 * box never shows suggestions for something no longer typed. Failures stay silent.
 */
export function useSearchSuggestions() {
  const [answer, setAnswer] = useState<SuggestionAnswer>(none);
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
        const body = await callApi<unknown>(`/home/search_products?searchValue=${encodeURIComponent(text)}`, { cacheable: true, signal: controller.signal });
        setAnswer(toAnswer(body, text));
      } catch (error) {
        // A failed call shows nothing, not "No results"; aborted by a newer
        // keystroke, or offline (status 0): nothing to show either.
        if (error instanceof ApiError && error.status !== 0) setAnswer({ text, items: [], noMatch: false });
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

function Option({
  item,
  index,
  listId,
  text,
  active,
  onHover,
  onPick,
}: {
  item: SearchSuggestion;
  index: number;
  listId: string;
  text: string;
  active: boolean;
  onHover: (index: number) => void;
  onPick: (name: string) => void;
}) {
  return (
    <li
      id={`${listId}-${index}`}
      role="option"
      aria-selected={active}
      data-kind={item.kind}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (!active) onHover(index);
      }}
      onClick={() => onPick(item.name)}
      className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 ${active ? "bg-brand-50" : ""}`}
    >
      <span className="line-clamp-2 min-w-0 text-sm text-ink">
        <Highlighted name={item.name} text={text} />
      </span>
      <span className="shrink-0 text-xs font-medium uppercase tracking-wide text-muted">{item.category}</span>
    </li>
  );
}

function Group({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <li role="presentation">
      <p id={id} role="presentation" className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-muted">
        {label}
      </p>
      <ul role="group" aria-labelledby={id}>
        {children}
      </ul>
    </li>
  );
}

/**
 * The combobox's listbox: the products, then the gift store's gifts as their own small group;
 * when nothing matched, `No results for "text"` and a few popular products. Options are not
 * focusable: focus stays in the input, which points at the active option with
 * aria-activedescendant. A press on an option must not blur the input (that would close the
 * list before the click lands).
 */
export function SearchSuggestions({
  id,
  text,
  answer,
  expanded,
  active,
  onHover,
  onPick,
}: {
  id: string;
  text: string;
  answer: SuggestionAnswer;
  expanded: boolean;
  active: number;
  onHover: (index: number) => void;
  onPick: (name: string) => void;
}) {
  const { items, noMatch } = answer;
  const option = (item: SearchSuggestion, index: number) => (
    <Option key={`${item.kind}-${item.id}`} item={item} index={index} listId={id} text={noMatch ? "" : text} active={index === active} onHover={onHover} onPick={onPick} />
  );
  const products = items.filter((item) => item.kind === "product");
  const gifts = items.filter((item) => item.kind === "gift");
  const status = !expanded
    ? ""
    : noMatch
      ? `No results for "${text}"${items.length > 0 ? `, ${items.length} popular designs, use the arrow keys to choose` : ""}`
      : `${items.length} suggestion${items.length === 1 ? "" : "s"}, use the arrow keys to choose`;
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
        {noMatch ? (
          <>
            <li role="presentation" data-testid="search-no-results" className="px-4 py-2 text-sm text-ink">
              No results for &ldquo;{text}&rdquo;
            </li>
            {items.length > 0 ? <Group id={`${id}-popular`} label="Popular designs">{items.map(option)}</Group> : null}
          </>
        ) : (
          <>
            {products.map(option)}
            {gifts.length > 0 ? (
              <Group id={`${id}-gifts`} label="Gifts">
                {gifts.map((gift, index) => option(gift, products.length + index))}
              </Group>
            ) : null}
          </>
        )}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  );
}
