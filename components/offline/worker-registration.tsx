"use client";

import { useEffect } from "react";
import { afterLoadWhenIdle } from "@/components/ui/after-load-when-idle";

/**
 * Registers the shop's service worker (/sw.js: app/sw.js/route.ts) once the page has loaded.
 * Not under `npm run dev`: a worker would keep serving yesterday's code there; one left from a
 * production run on the same address is removed instead.
 */
export function WorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    if (process.env.NODE_ENV !== "production") {
      void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
      return;
    }
    // updateViaCache "none": update checks always ask the server, whatever a cache in between says.
    // The worker never competes with the page.
    return afterLoadWhenIdle(
      () => {
        navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {
          // No worker (private mode, storage refused): the shop works as before, online only.
        });
      },
      { idleTimeoutMs: 5_000, fallbackMs: 1_000 },
    );
  }, []);
  return null;
}
