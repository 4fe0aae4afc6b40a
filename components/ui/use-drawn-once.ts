"use client";

import { useState } from "react";

/**
 * Whether a panel's contents should be drawn: from its first opening on, and kept after it
 * closes (a closing slide-out still shows them, typed text survives). Until then the page's
 * HTML carries only the panel's empty shell: the header's menu and search panels were 4.4 kB
 * of every page's markup that a shopper who never opens them never needed.
 */
export function useDrawnOnce(open: boolean): boolean {
  const [drawn, setDrawn] = useState(open);
  // Adjusting state while rendering (React's documented pattern): the first open draws in the same pass.
  if (open && !drawn) setDrawn(true);
  return drawn || open;
}
