"use client";

import { lazy, Suspense } from "react";
import { toasterNeeded } from "./toast";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toaster (and loads sonner) the first time a toast is queued; never before. */
export function ToastHost() {
  const needed = toasterNeeded.useValue();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
