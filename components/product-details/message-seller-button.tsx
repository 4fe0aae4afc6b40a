"use client";

import { useRouter } from "next/navigation";
import { useSignInGate } from "@/components/auth/sign-in-gate";

/**
 * 'Message the seller' (a customer's chat messages go to a seller): opens the
 * dashboard's Messages tab on the conversation with this product's shop. A visitor signs in
 * first (the sign-in gate) and then goes on. The chat itself loads there, so this page carries
 * none of it.
 */
export function MessageSellerButton({ sellerId, shopName }: { sellerId: string; shopName: string }) {
  const gate = useSignInGate();
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() => gate(() => router.push(`/dashboard-client?tab=messages&seller=${encodeURIComponent(sellerId)}`))}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-800 px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      data-testid="message-seller"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      </svg>
      Message the seller
      <span className="sr-only">, {shopName}</span>
    </button>
  );
}
