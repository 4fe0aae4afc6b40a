import type { ReactNode, Ref } from "react";

/**
 * The markup every home carousel shares, with no state: the client carousel fills it with
 * slides and controls.
 */

/** The gap between two home sections, in the first HTML and below it alike. */
export const SECTION_GAP = "mt-12 sm:mt-16";

/** How long each home carousel rests on a slide. The promo offers do not move on their own. */
export const CAROUSEL_DELAY_MS = {
  banners: 2000,
  bestSale: 2000,
  categories: 3000,
  blogs: 4000,
  testimonials: 2000,
} as const;

type Count = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Slides visible at once, from the narrowest screen up. `xs` is 501 px (the product grids'
 * switch), `tablet` 600 px (the promo offers' switch), `md` 768 px, `lg` 1024 px.
 * A carousel uses either `xs` or `tablet`, never both: the two would compete at one width.
 */
export type SlidesPerView =
  | { base: Count; xs?: Count; md?: Count; lg?: Count; tablet?: never }
  | { base: Count; tablet?: Count; md?: Count; lg?: Count; xs?: never };

// Written out in full so Tailwind finds every class in the source.
const basis = {
  base: { 1: "basis-full", 2: "basis-1/2", 3: "basis-1/3", 4: "basis-1/4", 5: "basis-1/5", 6: "basis-1/6" },
  xs: { 1: "xs:basis-full", 2: "xs:basis-1/2", 3: "xs:basis-1/3", 4: "xs:basis-1/4", 5: "xs:basis-1/5", 6: "xs:basis-1/6" },
  tablet: {
    1: "min-[600px]:basis-full",
    2: "min-[600px]:basis-1/2",
    3: "min-[600px]:basis-1/3",
    4: "min-[600px]:basis-1/4",
    5: "min-[600px]:basis-1/5",
    6: "min-[600px]:basis-1/6",
  },
  md: { 1: "md:basis-full", 2: "md:basis-1/2", 3: "md:basis-1/3", 4: "md:basis-1/4", 5: "md:basis-1/5", 6: "md:basis-1/6" },
  lg: { 1: "lg:basis-full", 2: "lg:basis-1/2", 3: "lg:basis-1/3", 4: "lg:basis-1/4", 5: "lg:basis-1/5", 6: "lg:basis-1/6" },
} as const;

export function slideBasis(perView: SlidesPerView): string {
  return (["base", "xs", "tablet", "md", "lg"] as const)
    .map((key) => {
      const count = perView[key];
      return count ? basis[key][count] : "";
    })
    .filter(Boolean)
    .join(" ");
}

/** A section heading with a small eyebrow line, the same on every home section. */
export function SectionHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">{eyebrow}</p>
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
    </div>
  );
}

export function CarouselFrame({
  slides,
  perView,
  heading,
  controls,
  viewportRef,
  slideLabel = (index, total) => `${index + 1} of ${total}`,
  viewportClassName = "",
}: {
  slides: ReactNode[];
  perView: SlidesPerView;
  /** The section heading, left of the controls. */
  heading: ReactNode;
  /** Previous / next / pause buttons; the row keeps its height without them. */
  controls?: ReactNode;
  viewportRef?: Ref<HTMLDivElement>;
  slideLabel?: (index: number, total: number) => string;
  viewportClassName?: string;
}) {
  // py-1 and pr-px leave room for the cards' 1 px ring, which the viewport would clip.
  const slideClass = `min-w-0 shrink-0 grow-0 py-1 pl-3 pr-px sm:pl-4 ${slideBasis(perView)}`;
  return (
    <>
      <div className="mb-3 flex items-end justify-between gap-3">
        {heading}
        <div className="flex h-11 shrink-0 items-center">{controls}</div>
      </div>
      <SlideTrack
        slides={slides}
        slideLabel={slideLabel}
        viewportRef={viewportRef}
        viewportClassName={viewportClassName}
        trackClassName="-ml-3 sm:-ml-4"
        slideClassName={slideClass}
      />
    </>
  );
}

/**
 * The window the carousel scrolls (`viewportRef`) and its row of slides, each announced as a
 * slide named by `slideLabel`. Without scripts it is still a row a finger can swipe.
 */
export function SlideTrack({
  slides,
  slideLabel,
  viewportRef,
  viewportClassName = "",
  trackClassName = "",
  slideClassName,
}: {
  slides: ReactNode[];
  slideLabel: (index: number, total: number) => string;
  viewportRef?: Ref<HTMLDivElement>;
  viewportClassName?: string;
  trackClassName?: string;
  slideClassName: string;
}) {
  return (
    // relative: the slides' absolutely placed parts (sr-only text) are clipped here too. Without
    // it they belong to the page, and before scripts run a phone widened its layout to reach the
    // last slide's, then narrowed it again: a layout shift on every home page load.
    // It scrolls sideways (no bar drawn) and snaps each slide's content, not its gap, to its
    // left edge; overscroll stays inside, so a swipe past the end never turns the page back.
    <div
      className={`relative snap-x snap-mandatory overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] ${viewportClassName}`}
      ref={viewportRef}
    >
      <div className={`flex ${trackClassName}`}>
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, slides.length)}
            // A frame not drawn yet (./use-later-slides.ts) is no slide to announce.
            aria-hidden={slide === null ? true : undefined}
            className={`*:snap-start ${slideClassName}`}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}

