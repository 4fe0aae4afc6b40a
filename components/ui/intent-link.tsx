"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link to a product page, prefetched when the shopper shows intent (a pointer over it, focus,
 * the start of a touch) rather than as soon as it scrolls into view.
 *
 * A product page no one has opened since the last catalogue change is rendered on its first
 * request, prefetch included. With every card prefetched on sight, a listing view made the server
 * prerender products the shopper never opened, and answer the shopper's own next click late
 * (docs/decisions/0005). A touch starts before its click and a pointer usually rests longer, so
 * the page is still on its way when wanted.
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
