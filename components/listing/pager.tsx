import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { pageWindow } from "./page-param";


const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold";

/** Previous / numbered / next links (rel prev and next), plain links that work without JavaScript. */
export function Pager({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" data-testid="pager" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={`${item} gap-1 text-brand-800 hover:bg-brand-50`}>
          <ChevronLeftIcon size={18} />
          <span className="max-sm:sr-only">Previous</span>
        </Link>
      ) : null}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pageCount).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${item} bg-brand-800 text-white`}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <Link href={hrefFor(n)} className={`${item} text-ink hover:bg-brand-50`}>
                  <span className="sr-only">Page </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} rel="next" className={`${item} gap-1 text-brand-800 hover:bg-brand-50`}>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRightIcon size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
