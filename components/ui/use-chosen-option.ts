"use client";

import { useRef, type FocusEvent, type KeyboardEvent, type ChangeEvent } from "react";

/** Keys that move through a closed select's options (and fire `change` at each, in Chrome). */
const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/**
 * Handlers for a <select> whose choice takes effect at once (a sort). Chosen means picked from
 * the list with a pointer or a tap, or confirmed with Enter, or left on when focus moves away:
 * a keyboard user moving through the options with the arrow keys is browsing, and the page
 * must not change under them at the first ArrowDown (WAI-ARIA's advice for selects that act).
 */
export function useChosenOption(onChoose: (value: string) => void) {
  const browsing = useRef(false);
  const choose = (value: string) => {
    browsing.current = false;
    onChoose(value);
  };
  return {
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      if (BROWSING_KEYS.has(event.key)) browsing.current = true;
      else if (event.key === "Enter") {
        event.preventDefault(); // the choice, not a plain form submit
        choose(event.currentTarget.value);
      }
    },
    onPointerDown() {
      browsing.current = false;
    },
    onChange(event: ChangeEvent<HTMLSelectElement>) {
      if (!browsing.current) choose(event.target.value);
    },
    onBlur(event: FocusEvent<HTMLSelectElement>) {
      if (browsing.current) choose(event.target.value);
    },
  };
}
