"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";

/** Spec §9: the banner carousel moves every 2 s. */
const BANNER_DELAY_MS = 2000;

/**
 * The home page's top carousel. The slides are rendered on the server and passed in; this
 * island only adds the movement: autoplay (2 s, looping, stopped by any interaction or by
 * the pause button, never started for reduced motion), previous/next buttons and dots.
 */
export function BannerCarousel({ slides, label }: { slides: ReactNode[]; label: string }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: 30 }, [
    Autoplay({ delay: BANNER_DELAY_MS, stopOnInteraction: true, stopOnMouseEnter: false }),
  ]);

  // With reduced motion the banners never move on their own, and buttons jump without sliding.
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (api && reducedMotion) api.plugins().autoplay?.stop();
  }, [api, reducedMotion]);

  const subscribeSelect = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(subscribeSelect, () => api?.selectedScrollSnap() ?? 0, () => 0);

  const subscribePlaying = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on("autoplay:play", onChange).on("autoplay:stop", onChange).on("reInit", onChange);
      return () => {
        api.off("autoplay:play", onChange).off("autoplay:stop", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const playing = useSyncExternalStore(
    subscribePlaying,
    () => api?.plugins().autoplay?.isPlaying() ?? false,
    () => false,
  );

  // A click on a control is an interaction too: the carousel stays where the shopper put it.
  const goTo = (index: number) => {
    api?.plugins().autoplay?.stop();
    api?.scrollTo(index, reducedMotion);
  };
  const previous = () => {
    api?.plugins().autoplay?.stop();
    api?.scrollPrev(reducedMotion);
  };
  const next = () => {
    api?.plugins().autoplay?.stop();
    api?.scrollNext(reducedMotion);
  };
  const togglePlaying = () => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  };

  const many = slides.length > 1;

  return (
    <section aria-roledescription="carousel" aria-label={label} data-testid="banner-carousel">
      <div className="overflow-hidden rounded-2xl" ref={viewportRef}>
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {/* The controls row is always there (empty for one banner) so the page below never moves. */}
      {many ? (
        <div className="mt-1 flex h-11 items-center justify-between gap-2">
          <button
            type="button"
            onClick={togglePlaying}
            aria-label={playing ? "Pause the banners" : "Play the banners"}
            className="grid size-11 place-items-center rounded-full text-brand-800 hover:bg-brand-50"
          >
            {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          </button>
          <div className="flex items-center">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                onClick={() => goTo(index)}
                aria-label={`Show banner ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                className="group grid h-11 w-7 place-items-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    index === selected ? "w-6 bg-brand-800" : "w-2.5 bg-brand-200 group-hover:bg-brand-600"
                  }`}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center">
            <button
              type="button"
              onClick={previous}
              aria-label="Previous banner"
              className="grid size-11 place-items-center rounded-full text-brand-800 hover:bg-brand-50"
            >
              <ChevronLeftIcon size={22} />
            </button>
            <button
              type="button"
              onClick={next}
              aria-label="Next banner"
              className="grid size-11 place-items-center rounded-full text-brand-800 hover:bg-brand-50"
            >
              <ChevronRightIcon size={22} />
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-1 h-11" />
      )}
    </section>
  );
}
