"use client";

import { callApi } from "@/components/shop-data/api";
import { notify } from "@/components/ui/toast";
import { setSignedInCustomer } from "./sign-in-gate";

/**
 * Logout: GET /api/customer/logout, show its message, forget the customer (which
 * empties the query cache, so the counters read 0). The caller then goes to /. A failure is
 * only logged.
 */
export async function signOut(): Promise<boolean> {
  try {
    const body = await callApi<{ message?: unknown } | null>("/customer/logout");
    if (typeof body?.message === "string") notify("success", body.message);
    setSignedInCustomer(null);
    return true;
  } catch (error) {
    console.error("Logout failed", error);
    return false;
  }
}
