"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** Two positions closer than this are one (sub-pixel widths round differently slide to slide). */
const SAME_PLACE_PX = 2;

/**
 * Where a carousel can rest: each slide's offset from the first, at most as far as the window
 * scrolls. Slides that all fit at once give one place (nothing to scroll).
 */
function restingPlaces(viewport: HTMLElement): number[] {
  const track = viewport.firstElementChild;
  const slides = track ? (Array.from(track.children) as HTMLElement[]) : [];
  const first = slides[0];
  if (!first) return [];
  const furthest = viewport.scrollWidth - viewport.clientWidth;
  const places: number[] = [];
  for (const slide of slides) {
    const place = Math.max(0, Math.min(slide.offsetLeft - first.offsetLeft, furthest));
    if (places.every((known) => Math.abs(known - place) >= SAME_PLACE_PX)) places.push(place);
  }
  return places;
}

function nearest(places: number[], at: number): number {
  let best = 0;
  places.forEach((place, index) => {
    if (Math.abs(place - at) < Math.abs(places[best]! - at)) best = index;
  });
  return best;
}

/**
 * A carousel as the browser's own scrolling: the window (`viewportRef`) scrolls sideways and
 * snaps to each slide (CSS), a finger swipes it natively, and the buttons scroll it to a slide.
 * It reads where it rests from the scroll position, so a swipe and a button agree. Next from
 * the last slide goes back to the first, previous from the first to the last.
 * It replaced a carousel library that measured every slide while the page hydrated and
 * weighed ~9 kB gzip of the home page's first-load JavaScript.
 */
export function useScrollCarousel() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [places, setPlaces] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // Places move only with the width; a scroll only changes which one is nearest.
    let now: number[] = [];
    let frame = 0;
    const readRest = () => {
      frame = 0;
      setSelected(nearest(now, viewport.scrollLeft));
    };
    const measure = () => {
      now = restingPlaces(viewport);
      setPlaces((before) => (before.length === now.length && before.every((place, index) => place === now[index]) ? before : now));
      readRest();
    };
    const readRestSoon = () => {
      if (!frame) frame = requestAnimationFrame(readRest);
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(viewport);
    viewport.addEventListener("scroll", readRestSoon, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resized.disconnect();
      viewport.removeEventListener("scroll", readRestSoon);
    };
  }, []);

  const scrollTo = useCallback(
    (index: number, instant: boolean) => {
      const viewport = viewportRef.current;
      if (!viewport || places.length === 0) return;
      const wrapped = (index + places.length) % places.length;
      viewport.scrollTo({ left: places[wrapped], behavior: instant ? "instant" : "smooth" });
    },
    [places],
  );

  return {
    viewportRef,
    selected,
    /** How many places the carousel can rest at: 1 (or 0 before it is measured) is nothing to scroll. */
    snapCount: places.length,
    /** Scrolls to place `index`, wrapping past either end. */
    scrollTo,
  };
}
