"use client";

import { resetCounts } from "@/components/layout/counts-store";
import { notify } from "@/components/ui/toast";
import { setSignedInCustomer } from "./sign-in-gate";

/**
 * Logout (spec §4): GET /api/customer/logout, show its message, forget the customer, zero the
 * counters. The caller then goes to /. A failure is only logged (spec §8).
 */
export async function signOut(): Promise<boolean> {
  try {
    const response = await fetch("/api/customer/logout", { credentials: "same-origin", cache: "no-store" });
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (!response.ok) {
      console.error("Logout failed", response.status, body);
      return false;
    }
    if (typeof body.message === "string") notify("success", body.message);
    setSignedInCustomer(null);
    resetCounts();
    return true;
  } catch (error) {
    console.error("Logout failed", error);
    return false;
  }
}
