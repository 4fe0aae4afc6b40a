import Link from "next/link";
import type { ReactNode } from "react";
import type { FacetCounts } from "@/lib/catalog/facets";
import type { FilterColour } from "@/lib/catalog/filter-options";
import { StarRating } from "@/components/ui/star-rating";
import { activeFilterCount, collectionHref, priceBandLabel, ratingLabel, withChange, type CollectionState } from "./collection-state";

/** Swatch colours of the filter list. */
const SWATCH: Record<FilterColour, string> = {
  Black: "#1c1c1f",
  Blue: "#2f6fd0",
  Gray: "#8a8d93",
  Green: "#2f7a4d",
  Red: "#c63a32",
  Orange: "#ee7d2c",
  White: "#ffffff",
  Purple: "#6a3f9e",
  Pink: "#e98bb0",
  Brown: "#7a4b2a",
  Navy: "#1f2c4c",
};

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-bold uppercase tracking-wider text-ink">
        {title}
      </h3>
      <ul className="mt-2 space-y-0.5">{children}</ul>
    </section>
  );
}

/**
 * One choice of a filter: a link to the view with it applied (or, when it is the active one,
 * removed). A choice that would show nothing is shown greyed, not linked. Counts are what the
 * choice would give with the other active filters (lib/catalog/facets.ts).
 */
function Choice({
  active,
  count,
  href,
  indicator,
  children,
  testId,
  idPrefix,
}: {
  active: boolean;
  count: number;
  href: string;
  indicator: ReactNode;
  children: ReactNode;
  testId: string;
  /** Makes the choice's id (`phone-color-Red`): the panel gives focus back to it after the next view loads. */
  idPrefix: string;
}) {
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${active ? "border-brand-800" : "border-line"}`}
      >
        {active ? <span className="size-2.5 rounded-full bg-brand-800" /> : null}
      </span>
      {indicator}
      <span className="min-w-0 flex-1">{children}</span>
      <span className="text-xs tabular-nums text-muted" data-testid="facet-count">
        {count}
        <span className="sr-only"> {count === 1 ? "design" : "designs"}</span>
      </span>
      {active ? <span className="sr-only">, selected: choose again to remove</span> : null}
    </>
  );
  const row = "flex min-h-11 items-center gap-2.5 rounded-lg px-2 text-sm";
  return (
    <li>
      {count === 0 && !active ? (
        <span aria-disabled="true" data-testid={testId} className={`${row} text-muted opacity-60`}>
          {body}
        </span>
      ) : (
        <Link
          id={`${idPrefix}-${testId}`}
          href={href}
          scroll={false}
          aria-current={active ? "true" : undefined}
          data-testid={testId}
          className={`${row} ${active ? "bg-brand-50 font-semibold text-brand-900" : "text-ink hover:bg-surface"}`}
        >
          {body}
        </Link>
      )}
    </li>
  );
}

/** Price, rating and colour filters, all applied together, all links. */
export function FilterPanel({ state, facets, idPrefix }: { state: CollectionState; facets: FacetCounts; idPrefix: string }) {
  const any = activeFilterCount(state) > 0;
  return (
    <div className="space-y-5" data-testid="filter-panel">
      {/* On a phone the panel's summary already says "Filters": the row shows only to clear them. */}
      <div className={`flex min-h-11 items-center justify-between gap-3 ${any ? "" : "max-lg:hidden"}`}>
        <h2 className="text-lg font-extrabold tracking-tight text-ink max-lg:hidden">Filters</h2>
        {any ? (
          <Link
            id={`${idPrefix}-clear-filters`}
            href={collectionHref(withChange(state, { price: undefined, rating: undefined, color: undefined }))}
            scroll={false}
            data-testid="clear-filters"
            className="inline-flex min-h-11 items-center px-1 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            Clear filters
          </Link>
        ) : null}
      </div>
      <Group id={`${idPrefix}-price`} title="Price">
        {facets.price.map((band) => {
          const active = state.price?.low === band.low && state.price.high === band.high;
          return (
            <Choice
              key={band.low}
              active={active}
              count={band.count}
              href={collectionHref(withChange(state, { price: active ? undefined : band }))}
              indicator={null}
              testId={`price-${band.low}-${band.high}`}
              idPrefix={idPrefix}
            >
              {priceBandLabel(band)}
            </Choice>
          );
        })}
      </Group>
      <Group id={`${idPrefix}-rating`} title="Customer rating">
        {facets.rating.map(({ stars, count }) => {
          const active = state.rating === stars;
          return (
            <Choice
              key={stars}
              active={active}
              count={count}
              href={collectionHref(withChange(state, { rating: active ? undefined : stars }))}
              indicator={
                <span aria-hidden="true" className="inline-flex">
                  <StarRating rating={stars} size={14} />
                </span>
              }
              testId={`rating-${stars}`}
              idPrefix={idPrefix}
            >
              <span aria-hidden="true">{stars === 5 ? "" : "& up"}</span>
              <span className="sr-only">{ratingLabel(stars)}</span>
            </Choice>
          );
        })}
      </Group>
      <Group id={`${idPrefix}-colour`} title="Colour">
        {facets.color.map(({ color, count }) => {
          const active = state.color === color;
          return (
            <Choice
              key={color}
              active={active}
              count={count}
              href={collectionHref(withChange(state, { color: active ? undefined : color }))}
              indicator={
                <span aria-hidden="true" className="size-4 shrink-0 rounded-full ring-1 ring-black/20" style={{ backgroundColor: SWATCH[color] }} />
              }
              testId={`color-${color}`}
              idPrefix={idPrefix}
            >
              {color}
            </Choice>
          );
        })}
      </Group>
    </div>
  );
}
