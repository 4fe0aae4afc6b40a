import { browserStore, readStorage, writeStorage } from "@/components/ui/browser-store";

/**
 * The products this browser looked at last, kept
 * in localStorage so pages stay the same for everyone and cacheable: nothing about it goes to
 * the server. Newest first, one entry per slug, at most RECENTLY_VIEWED_STORED of them; lists
 * show RECENTLY_VIEWED_SHOWN (the spare ones let a product page leave itself out).
 *
 * Storage is untrusted: it may be missing (private mode, blocked), full, or hold anything
 * another version of the shop (or a person) wrote. Every read validates each entry and drops
 * what does not fit; no function here throws.
 */

/** What a list of recently viewed products needs: prices in whole rupees as the catalogue has them. */
export type ViewedProduct = {
  slug: string;
  name: string;
  /** A picture served by the shop (/uploads/... or /images/...), or null. */
  image: string | null;
  /** Whole rupees before discount. */
  price: number;
  /** Percent, 0 to 100. */
  discount: number;
};

export const RECENTLY_VIEWED_KEY = "teerang:recently-viewed";
export const RECENTLY_VIEWED_SHOWN = 4;
export const RECENTLY_VIEWED_STORED = 8;

const MAX_SLUG = 200;
const MAX_NAME = 300;
const MAX_PRICE = 100_000_000;
/** Only pictures next/image may load (next.config.ts localPatterns, no query string). */
const LOCAL_IMAGE = /^\/(?:uploads|images)\/[^?#\\\s]+$/;

const EMPTY: readonly ViewedProduct[] = Object.freeze([]);

function text(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null;
}

function wholeNumber(value: unknown, max: number): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max ? value : null;
}

function localImage(value: unknown): string | null {
  if (typeof value !== "string" || !LOCAL_IMAGE.test(value)) return null;
  return value.split("/").some((part) => part === "." || part === "..") ? null : value;
}

/** The entry's known fields when they are all valid (a bad picture just becomes null), else null. */
export function toViewedProduct(value: unknown): ViewedProduct | null {
  if (typeof value !== "object" || value === null) return null;
  const entry = value as Record<string, unknown>;
  const slug = text(entry.slug, MAX_SLUG);
  const name = text(entry.name, MAX_NAME);
  const price = wholeNumber(entry.price, MAX_PRICE);
  const discount = wholeNumber(entry.discount, 100);
  if (slug === null || name === null || price === null || discount === null) return null;
  return { slug, name, image: localImage(entry.image), price, discount };
}

/** Valid entries of a stored value, first occurrence of each slug kept, capped. */
function parse(raw: string | null): readonly ViewedProduct[] {
  if (raw === null) return EMPTY;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(data)) return EMPTY;
  const seen = new Set<string>();
  const list: ViewedProduct[] = [];
  for (const item of data) {
    const entry = toViewedProduct(item);
    if (!entry || seen.has(entry.slug)) continue;
    seen.add(entry.slug);
    list.push(entry);
    if (list.length === RECENTLY_VIEWED_STORED) break;
  }
  return list.length === 0 ? EMPTY : list;
}

// The snapshot is re-parsed only when the stored text changes, so React gets the same array
// back until something was recorded (useSyncExternalStore needs a stable snapshot).
let lastRaw: string | null = null;
let lastList: readonly ViewedProduct[] = EMPTY;

/** The stored list, newest first (up to RECENTLY_VIEWED_STORED). */
export function getRecentlyViewed(): readonly ViewedProduct[] {
  const raw = readStorage("local", RECENTLY_VIEWED_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = parse(raw);
  }
  return lastList;
}

// Also told when another tab records a view (the storage event of this key).
const store = browserStore(getRecentlyViewed, EMPTY, RECENTLY_VIEWED_KEY);

/** Calls `listener` when the list may have changed: a view recorded in this tab, or storage changed by another. */
export const subscribeRecentlyViewed = store.subscribe;

/**
 * Records that the shopper looked at a product: it goes first, an older entry for the same
 * slug is dropped, the list is capped. An invalid product, missing storage or a full one
 * (quota) leave the list as it was.
 */
export function rememberViewed(product: ViewedProduct): void {
  const entry = toViewedProduct(product);
  if (!entry) return;
  const current = getRecentlyViewed();
  if (current[0] && sameEntry(current[0], entry)) return;
  const next = [entry, ...current.filter((item) => item.slug !== entry.slug)].slice(0, RECENTLY_VIEWED_STORED);
  if (writeStorage("local", RECENTLY_VIEWED_KEY, JSON.stringify(next))) store.changed();
}

function sameEntry(a: ViewedProduct, b: ViewedProduct): boolean {
  return a.slug === b.slug && a.name === b.name && a.image === b.image && a.price === b.price && a.discount === b.discount;
}

/** Forgets every recorded view. */
export function clearRecentlyViewed(): void {
  if (writeStorage("local", RECENTLY_VIEWED_KEY, null)) store.changed();
}

/**
 * The recently viewed products, newest first (up to RECENTLY_VIEWED_STORED; show
 * RECENTLY_VIEWED_SHOWN). Empty on the server and while hydrating, so the first client render
 * matches the HTML; then this tab's views and other tabs' (the `storage` event) re-render it.
 */
export function useRecentlyViewed(): readonly ViewedProduct[] {
  return store.useValue();
}
