"use client";

import { lazy, Suspense } from "react";
import { useAuthState } from "./auth-store";

const AuthUi = lazy(() => import("./auth-ui"));

/** Mounts the account modals and toasts the first time something needs them. */
export function AuthHost() {
  const { uiNeeded } = useAuthState();
  if (!uiNeeded) return null;
  return (
    <Suspense fallback={null}>
      <AuthUi />
    </Suspense>
  );
}
