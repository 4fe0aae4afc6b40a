"use client";

import { useEffect, useRef } from "react";
import { shop } from "@/lib/shop";
import { afterLoadWhenIdle } from "@/components/ui/after-load-when-idle";
import { useInView } from "@/components/ui/use-in-view";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";

const messages = [shop.welcome, shop.exclusive];
/** One typing step every 75 ms, looping. */
const STEP_MS = 75;
const HOLD_STEPS = 24; // about 1.8 s with the whole message shown
const GAP_STEPS = 4; // a short blank before the next message
/** The longest the loop waits for an idle moment after the page has loaded. */
const START_AFTER_IDLE_MS = 1_000;

/** The text shown at `step` of the endless type, hold, erase, next-message loop. */
function textAt(step: number): string {
  const phases = messages.map((m) => m.length * 2 + HOLD_STEPS + GAP_STEPS);
  const cycle = phases.reduce((a, b) => a + b, 0);
  let t = step % cycle;
  for (const [i, message] of messages.entries()) {
    const phase = phases[i] ?? 0;
    if (t >= phase) {
      t -= phase;
      continue;
    }
    if (t < message.length) return message.slice(0, t + 1); // typing
    t -= message.length;
    if (t < HOLD_STEPS) return message; // holding
    t -= HOLD_STEPS;
    if (t < message.length) return message.slice(0, message.length - t - 1); // erasing
    return "";
  }
  return "";
}

/** The caret shows for `CARET_STEPS` steps, then hides for as many: a blink of about a second. */
const CARET_STEPS = 7;

/** Whether the caret shows at `step`. */
function caretShownAt(step: number): boolean {
  return Math.floor(step / CARET_STEPS) % 2 === 0;
}

/**
 * The header's looping welcome. Screen readers get both messages once (the animated text is
 * hidden from them); with reduced motion, both messages simply show. The typing stops while the
 * strip is scrolled away or the tab is in the background and carries on from where it was when
 * the strip is back.
 *
 * It is on every page, so each step must cost next to nothing (decision 0040): a step writes the
 * text node and the caret's attribute itself, and only when they change, rather than re-rendering
 * through React 13 times a second; the caret blinks on the same clock rather than by a CSS
 * animation of its colour, which the browser ticks on the main thread every frame. Together they
 * kept 8-9% of an idle page's main thread busy here. The loop starts once the page has loaded and
 * the browser is idle, so it never competes with the page's first work.
 */
export function TypingText() {
  const reducedMotion = usePrefersReducedMotion();
  const line = useRef<HTMLParagraphElement>(null);
  const typed = useRef<HTMLSpanElement>(null);
  const seen = useInView(line);
  const step = useRef(0);

  useEffect(() => {
    const box = typed.current;
    if (reducedMotion || !seen || !box) return;
    // React rendered the first step's text and never changes it, so it never writes this node again.
    const text = box.firstChild instanceof Text ? box.firstChild : box.appendChild(document.createTextNode(""));
    const show = () => {
      const next = textAt(step.current);
      if (text.data !== next) text.data = next;
      const caret = caretShownAt(step.current) ? "on" : "off";
      if (box.dataset.caret !== caret) box.dataset.caret = caret;
    };
    let timer: number | undefined;
    const cancelStart = afterLoadWhenIdle(
      () => {
        show();
        timer = window.setInterval(() => {
          step.current += 1;
          show();
        }, STEP_MS);
      },
      { idleTimeoutMs: START_AFTER_IDLE_MS, fallbackMs: START_AFTER_IDLE_MS },
    );
    return () => {
      cancelStart();
      window.clearInterval(timer);
    };
  }, [reducedMotion, seen]);

  // Full width on phones (centred), so the line's box stays put when the static text the server
  // sent gives way to the typing one: a centred box of changing width would move (layout shift).
  return (
    <p ref={line} data-testid="typing-welcome" className="flex min-h-5 w-full items-center justify-center font-medium text-saffron-300 lg:w-auto lg:justify-start">
      <span className="sr-only">{messages.join(". ")}</span>
      {reducedMotion ? (
        <span key="still" aria-hidden="true">
          {messages.join(" · ")}
        </span>
      ) : (
        // A new element rather than the still one restyled: an element that appears is no shift.
        // The caret is the right border of the typed text's own box, which only grows from a
        // fixed start: a caret element walking along the text would be a layout shift per key.
        <span key="typing" aria-hidden="true" className="inline-block min-w-[29ch] whitespace-pre text-left lg:min-w-0">
          <span ref={typed} data-caret="on" className="border-r-2 border-current pr-0.5 data-[caret=off]:border-transparent">
            {textAt(0)}
          </span>
        </span>
      )}
    </p>
  );
}
