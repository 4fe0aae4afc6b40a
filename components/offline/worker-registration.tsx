"use client";

import { useEffect } from "react";

/** Runs `task` when the browser is idle after the page has loaded: the worker never competes with the page. */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(task, { timeout: 5_000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 1_000);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") idle();
  else {
    window.addEventListener("load", idle, { once: true });
    cancel = () => window.removeEventListener("load", idle);
  }
  return () => cancel();
}

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
    return afterLoadWhenIdle(() => {
      navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {
        // No worker (private mode, storage refused): the shop works as before, online only.
      });
    });
  }, []);
  return null;
}
