"use client";

import { useEffect, useState } from "react";
import { shop } from "@/lib/shop";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";

const messages = [shop.welcome, shop.exclusive];
/** Spec §9: one typing step every 75 ms, looping. */
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
 * hidden from them); with reduced motion, both messages simply show.
 */
export function TypingText() {
  const reducedMotion = usePrefersReducedMotion();
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setInterval(() => setStep((s) => s + 1), STEP_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion]);

  return (
    <p className="inline-flex min-h-5 items-center font-medium text-saffron-300">
      <span className="sr-only">{messages.join(". ")}</span>
      {reducedMotion ? (
        <span aria-hidden="true">{messages.join(" · ")}</span>
      ) : (
        <span aria-hidden="true" className="inline-block min-w-[29ch] whitespace-pre text-left lg:min-w-0">
          {textAt(step)}
          <span className="ml-0.5 inline-block h-[1em] w-0.5 animate-pulse bg-current align-[-0.15em]" />
        </span>
      )}
    </p>
  );
}
