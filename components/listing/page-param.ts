/** A `page` query parameter: a whole number from 1, anything else is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** `path` at page `page` (page 1 is the bare path, so it has one address). */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The page numbers to show: the first, the last, and one either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) out.push("gap");
    out.push(n);
  });
  return out;
}
