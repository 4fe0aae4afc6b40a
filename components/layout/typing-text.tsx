"use client";

import { useEffect, useRef, useState } from "react";
import { shop } from "@/lib/shop";
import { useInView } from "@/components/ui/use-in-view";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";

const messages = [shop.welcome, shop.exclusive];
/** One typing step every 75 ms, looping. */
const STEP_MS = 75;
const HOLD_STEPS = 24; // about 1.8 s with the whole message shown
const GAP_STEPS = 4; // a short blank before the next message

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

/**
 * The header's looping welcome. Screen readers get both messages once (the animated text is
 * hidden from them); with reduced motion, both messages simply show. The typing stops while the
 * strip is scrolled away or the tab is in the background (a re-render every 75 ms nobody sees)
 * and carries on from where it was when the strip is back.
 */
export function TypingText() {
  const reducedMotion = usePrefersReducedMotion();
  const line = useRef<HTMLParagraphElement>(null);
  const seen = useInView(line);
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (reducedMotion || !seen) return;
    const timer = window.setInterval(() => setStep((s) => s + 1), STEP_MS);
    return () => window.clearInterval(timer);
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
          <span className="animate-caret border-r-2 border-current pr-0.5 motion-reduce:animate-none">{textAt(step)}</span>
        </span>
      )}
    </p>
  );
}
