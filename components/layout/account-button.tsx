"use client";

import Link from "next/link";
import { UserIcon } from "@/components/ui/icons";

/**
 * The header's account entry. For now a link to /login; the accounts work turns it into the
 * Sign In / Register modals and, when signed in, the shopper's name linking to
 * /dashboard-client (spec §2). A client island so that needs no change to the shared layout.
 */
export function AccountButton({ variant = "header", onNavigate }: { variant?: "header" | "menu"; onNavigate?: () => void }) {
  if (variant === "menu") {
    return (
      <Link
        href="/login"
        onClick={onNavigate}
        data-testid="account-button"
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-saffron-500 px-4 font-semibold text-ink hover:bg-saffron-400"
      >
        <UserIcon size={20} />
        <span>
          Login <span aria-hidden="true">|</span> Register
        </span>
      </Link>
    );
  }
  return (
    <Link
      href="/login"
      data-testid="account-button"
      className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
    >
      <UserIcon size={18} />
      <span>
        Login <span aria-hidden="true">|</span> Register
      </span>
    </Link>
  );
}
