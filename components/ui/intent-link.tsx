"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link to a product page, prefetched when the shopper shows intent (a pointer over it, focus,
 * the start of a touch) rather than as soon as it scrolls into view.
 *
 * A product page no one has opened since the last catalogue change is rendered on its first
 * request, prefetch included (~100-150 ms of server CPU). With every card prefetched on sight, one
 * view of a filtered listing at 100,000 products cost 23 router requests and 1.85 s of server CPU
 * on a wide screen (0.5 s on a phone), mostly prerendering products the shopper never opened,
 * and a busy server answered the shopper's own next click late. A touch starts ~100 ms before
 * its click and a pointer usually rests longer, so the page is still on its way when wanted.
 */
export function IntentLink({ onPointerEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      // null: Next's default prefetch, from the moment the shopper reaches for the link.
      prefetch={wanted ? null : false}
      onPointerEnter={(event) => {
        setWanted(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
    />
  );
}
