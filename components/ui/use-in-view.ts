import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element is on screen in a tab the shopper is looking at. Starts false (the server
 * and the first render cannot know), so work that waits on it begins only once it is seen.
 * For animations: one running off screen or in a background tab costs a phone's battery and,
 * every frame, the main thread, for nothing anyone sees.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  const [tabShown, setTabShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    const update = () => setTabShown(document.visibilityState === "visible");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);

  return onScreen && tabShown;
}
