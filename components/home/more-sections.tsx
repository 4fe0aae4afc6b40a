"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";

// The sections' code (cards, carousels, the data call) comes with their data, when the shopper
// comes near: none of it weighs on the first screen.
const loadView = () => import("./more-sections-view");
const MoreSectionsView = lazy(() => loadView().then((module) => ({ default: module.MoreSectionsView })));

/**
 * How far below the screen the sections start to load: about two phone screens, so a shopper
 * scrolling at a reading pace finds them drawn, and a shopper who reads only the first screen
 * never fetches them.
 */
const AHEAD = "1600px 0px";

/**
 * Keeps the sections' room while they load (about their height at each width, so what follows
 * hardly moves when they arrive). Without JavaScript the room is dropped and a link stands in
 * (./home-sections.tsx: the island carries none of that).
 */
const room = "more-sections-room min-h-[5700px] xs:min-h-[5050px] lg:min-h-[4300px]";

/**
 * The home page below its first screen and a scroll (docs/decisions/0031): Best Sale down to
 * Design Your Own, fetched as data (GET /api/home/more-sections) when the shopper comes within
 * two screens of them, instead of sent in the first HTML with their payload.
 */
export function MoreSections() {
  const roomRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = roomRef.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadView();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = (
    <div ref={roomRef} data-testid="more-sections-room" aria-busy={near} className={room}>
      {near ? <p className="sr-only" role="status">Loading more of the shop…</p> : null}
    </div>
  );

  return near ? (
    <Suspense fallback={placeholder}>
      <MoreSectionsView placeholder={placeholder} />
    </Suspense>
  ) : (
    placeholder
  );
}
