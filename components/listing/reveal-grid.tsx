"use client";

import { useRef, useState, type ReactNode } from "react";
import { ProductGrid, type GridLayout } from "./product-grid";
import { withShow } from "./show-count";

/**
 * A grid that starts with `initial` cards and grows by `step` with View More (10,
 * then 20 more). The cards are rendered on the server; this island only decides how many
 * show. View More is a real link to ?show=N, so without JavaScript the server shows N; with
 * it, the next cards appear at once, the address follows (shareable, survives a reload) and
 * focus moves to the first new card.
 */
export function RevealGrid({
  cards,
  initial,
  step,
  label,
  layout = "full",
  moreHref,
}: {
  cards: ReactNode[];
  initial: number;
  step: number;
  label: string;
  layout?: GridLayout;
  /** The page's URL without `show`; View More adds it. */
  moreHref: string;
}) {
  const [shown, setShown] = useState(Math.min(initial, cards.length));
  const gridRef = useRef<HTMLDivElement>(null);
  const next = Math.min(shown + step, cards.length);
  const more = shown < cards.length;
  const href = withShow(moreHref, shown + step);

  const revealMore = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const firstNew = shown;
    setShown(next);
    window.history.replaceState(window.history.state, "", href);
    requestAnimationFrame(() => {
      const item = gridRef.current?.querySelectorAll("li")[firstNew];
      item?.querySelector<HTMLElement>("a, button")?.focus();
    });
  };

  return (
    <div ref={gridRef}>
      <ProductGrid layout={layout} label={label}>
        {cards.slice(0, shown)}
      </ProductGrid>
      <div className="mt-8 flex flex-col items-center gap-3">
        <p role="status" className="text-sm text-muted" data-testid="shown-count">
          Showing {shown} of {cards.length}
        </p>
        {more ? (
          <a
            href={href}
            onClick={revealMore}
            data-testid="view-more"
            className="inline-flex min-h-12 items-center rounded-full border-2 border-brand-800 px-8 font-bold text-brand-800 hover:bg-brand-800 hover:text-white"
          >
            View More
          </a>
        ) : null}
      </div>
    </div>
  );
}
