"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";
import { CarouselFrame, SlideTrack, type SlidesPerView } from "./carousel-frame";
import { useLaterSlides } from "./use-later-slides";
import { useScrollCarousel } from "./use-scroll-carousel";

/** What the controls call one slide and several, e.g. { one: "offer", many: "offers" }. */
export type CarouselNoun = { one: string; many: string };

type Props = {
  /** Slides rendered on the server; this island only moves them. */
  slides: ReactNode[];
  noun: CarouselNoun;
  /** Autoplay delay; without one the carousel moves only when asked. */
  delayMs?: number;
  perView?: SlidesPerView;
  /** Draw the slides beyond the first only after the page has loaded (./use-later-slides.ts). */
  deferLaterSlides?: boolean;
  testId?: string;
} & (
  | {
      /** Section heading (with `labelledBy` its id): controls sit beside it. */
      heading: ReactNode;
      labelledBy: string;
      label?: never;
    }
  | {
      /** No heading: a full-width carousel (banners) with dots and the controls below. */
      heading?: never;
      labelledBy?: never;
      label: string;
    }
);

/** "auto": moves unless the shopper prefers less motion; otherwise what the shopper chose. */
type Mode = "auto" | "paused" | "playing";

const buttonClass =
  "grid size-11 place-items-center rounded-full text-brand-800 hover:bg-brand-50 disabled:opacity-40 disabled:hover:bg-transparent";

/**
 * The one carousel of the home page: the browser's own sideways scrolling with snap points
 * (./use-scroll-carousel.ts), so a finger swipes it natively. Autoplay runs only while the
 * carousel is on screen, never for reduced motion unless the shopper presses play, pauses
 * while the pointer or keyboard focus is inside, and stops for good when the shopper touches
 * the slides or uses a control. Previous / next buttons are labelled; a pause button appears
 * whenever there is an autoplay (WCAG 2.2.2).
 */
export function Carousel({ slides, noun, delayMs, perView = { base: 1 }, deferLaterSlides = false, testId, heading, labelledBy, label }: Props) {
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, selected, snapCount, scrollTo } = useScrollCarousel();

  const [mode, setMode] = useState<Mode>("auto");
  const [onScreen, setOnScreen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const laterDrawn = useLaterSlides(deferLaterSlides, rootRef);
  // An empty frame keeps each later slide's place (and its dot's snap) until it is drawn.
  const shownSlides = laterDrawn ? slides : slides.map((slide, index) => (index === 0 ? slide : null));

  // Hover and keyboard focus on the slides (not on the controls, or Play could never play)
  // hold the autoplay while they last; a touch or a press on them (a swipe, a drag) ends it.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    const stop = () => setMode("paused");
    viewport.addEventListener("mouseenter", enter);
    viewport.addEventListener("mouseleave", leave);
    viewport.addEventListener("focusin", focusIn);
    viewport.addEventListener("focusout", focusOut);
    viewport.addEventListener("pointerdown", stop);
    return () => {
      viewport.removeEventListener("mouseenter", enter);
      viewport.removeEventListener("mouseleave", leave);
      viewport.removeEventListener("focusin", focusIn);
      viewport.removeEventListener("focusout", focusOut);
      viewport.removeEventListener("pointerdown", stop);
    };
  }, [viewportRef]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !delayMs) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(root);
    return () => observer.disconnect();
  }, [delayMs]);

  const autoplayWanted = Boolean(delayMs) && (mode === "playing" || (mode === "auto" && !reducedMotion));
  // Never moves on to a slide not drawn yet.
  const running = autoplayWanted && onScreen && !hovered && !focused && laterDrawn;
  const scrollable = snapCount > 1;
  // Each rest lasts `delayMs` from the moment the carousel reached its slide. Under reduced
  // motion (the shopper pressed play) slides jump instead of sliding.
  useEffect(() => {
    if (!running || !scrollable || !delayMs) return;
    const timer = setTimeout(() => scrollTo(selected + 1, reducedMotion), delayMs);
    return () => clearTimeout(timer);
  }, [running, scrollable, delayMs, selected, scrollTo, reducedMotion]);

  const previous = () => {
    setMode("paused");
    scrollTo(selected - 1, reducedMotion);
  };
  const next = () => {
    setMode("paused");
    scrollTo(selected + 1, reducedMotion);
  };
  const goTo = (index: number) => {
    setMode("paused");
    scrollTo(index, reducedMotion);
  };
  const togglePlaying = () => setMode(autoplayWanted ? "paused" : "playing");

  const playButton = delayMs ? (
    <button
      type="button"
      onClick={togglePlaying}
      aria-label={autoplayWanted ? `Pause the ${noun.many}` : `Play the ${noun.many}`}
      className={buttonClass}
    >
      {autoplayWanted ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
    </button>
  ) : null;
  const arrows = (
    <div className="flex items-center">
      <button type="button" onClick={previous} aria-label={`Previous ${noun.one}`} className={buttonClass}>
        <ChevronLeftIcon size={22} />
      </button>
      <button type="button" onClick={next} aria-label={`Next ${noun.one}`} className={buttonClass}>
        <ChevronRightIcon size={22} />
      </button>
    </div>
  );
  const slideLabel = (index: number, total: number) => `${noun.one} ${index + 1} of ${total}`;

  const rootProps = { ref: rootRef, "aria-roledescription": "carousel", "data-testid": testId };

  if (heading) {
    return (
      <section aria-labelledby={labelledBy} {...rootProps}>
        <CarouselFrame
          heading={heading}
          perView={perView}
          slides={shownSlides}
          viewportRef={viewportRef}
          slideLabel={slideLabel}
          controls={
            // Hidden, not removed, when everything fits: the row keeps its height.
            <div className={`flex items-center ${scrollable ? "" : "invisible"}`}>
              {playButton}
              {arrows}
            </div>
          }
        />
      </section>
    );
  }

  return (
    <section aria-label={label} {...rootProps}>
      <SlideTrack
        slides={shownSlides}
        slideLabel={slideLabel}
        viewportRef={viewportRef}
        viewportClassName="rounded-2xl"
        slideClassName="min-w-0 shrink-0 grow-0 basis-full"
      />
      {/* The controls row is always there (empty for one slide) so the page below never moves. */}
      <div className="mt-1 flex h-11 items-center justify-between gap-2">
        {slides.length > 1 ? (
          <>
            {playButton ?? <span />}
            <div className="flex items-center">
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={`Show ${noun.one} ${index + 1}`}
                  aria-current={index === selected ? "true" : undefined}
                  className="group grid h-11 w-7 place-items-center"
                >
                  {/* One size for every dot, the chosen one drawn wider by a transform: a width that
                      animated moved the dots beside it, a layout shift at every slide change. */}
                  <span
                    className={`block h-2.5 w-6 rounded-full transition-[transform,background-color] motion-reduce:transition-none ${
                      index === selected ? "bg-brand-800" : "scale-x-[0.42] bg-brand-200 group-hover:bg-brand-600"
                    }`}
                  />
                </button>
              ))}
            </div>
            {arrows}
          </>
        ) : null}
      </div>
    </section>
  );
}
