/**
 * The search and listing grids start at 10 products and View More adds 20. The count
 * shown lives in the URL (?show=30), so View More is a plain link that works without
 * JavaScript and a grown list can be shared or reloaded.
 */
export const FIRST_SHOWN = 10;
export const SHOW_STEP = 20;
/** The most a URL may ask for: the listing lists hold at most 100 products. */
export const MOST_SHOWN = 110;

/** The count a `show` parameter asks for, rounded up to a step of the sequence 10, 30, 50 ... */
export function parseShowCount(show: string | string[] | undefined): number {
  const raw = Array.isArray(show) ? show[0] : show;
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return FIRST_SHOWN;
  const asked = Number(raw.trim());
  if (asked <= FIRST_SHOWN) return FIRST_SHOWN;
  const steps = Math.ceil((asked - FIRST_SHOWN) / SHOW_STEP);
  return Math.min(FIRST_SHOWN + steps * SHOW_STEP, MOST_SHOWN);
}

/** The count after one more View More. */
export function nextShowCount(shown: number): number {
  return Math.min(shown + SHOW_STEP, MOST_SHOWN);
}

/** `href` asking for `shown` cards (the first count is the default, so it needs no parameter). */
export function withShow(href: string, shown: number): string {
  if (shown <= FIRST_SHOWN) return href;
  return `${href}${href.includes("?") ? "&" : "?"}show=${shown}`;
}
