"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { AuthHost } from "@/components/auth/auth-host";
import { openAuth, preloadAuthUi } from "@/components/auth/auth-store";
import { loadSignedInCustomer, useSignedInCustomer } from "@/components/auth/sign-in-gate";
import { signOut } from "@/components/auth/sign-out";
import { UserIcon } from "@/components/ui/icons";
import { ToastHost } from "@/components/ui/toast-host";
import { UnreadBadge, useUnreadLabel } from "./unread-badge";

/**
 * The header's account entry: "Login | Register" opens the Sign In modal (a real
 * link to /login without JavaScript); signed in, the shopper's name linking to
 * /dashboard-client. The header copy is the session island: it asks /api/useringfo once per
 * page load and hosts the lazily loaded modals and toasts. In the slide-in menu: name plus Logout.
 */
export function AccountButton({ variant = "header", onNavigate }: { variant?: "header" | "menu"; onNavigate?: () => void }) {
  const customer = useSignedInCustomer();
  const router = useRouter();
  const accountLabel = useUnreadLabel(customer?.name ?? "");

  useEffect(() => {
    if (variant === "header") void loadSignedInCustomer();
  }, [variant]);

  function openSignIn(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    openAuth("signin", { next: null });
  }

  async function logout() {
    onNavigate?.();
    if (await signOut()) router.push("/");
  }

  const host =
    variant === "header" ? (
      <>
        <AuthHost />
        <ToastHost />
      </>
    ) : null;

  if (variant === "menu") {
    if (customer) {
      return (
        <div className="flex flex-col gap-2" data-testid="account-button">
          <Link
            href="/dashboard-client"
            onClick={onNavigate}
            aria-label={accountLabel}
            className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-50 px-4 font-semibold text-brand-900 hover:bg-brand-100"
          >
            <UserIcon size={20} />
            <span className="truncate">{customer.name}</span>
            <UnreadBadge testId="menu-account-unread" />
          </Link>
          <button
            type="button"
            onClick={logout}
            className="flex min-h-12 w-full items-center justify-center rounded-xl border border-line px-4 font-semibold text-ink hover:border-brand-700"
          >
            Logout
          </button>
        </div>
      );
    }
    return (
      <LoginLink
        onClick={openSignIn}
        iconSize={20}
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-saffron-500 px-4 font-semibold text-ink hover:bg-saffron-400"
      />
    );
  }

  if (customer) {
    return (
      <>
        <Link
          href="/dashboard-client"
          data-testid="account-button"
          aria-label={accountLabel}
          className="relative inline-flex min-h-11 max-w-48 items-center gap-2 whitespace-nowrap rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
        >
          <UserIcon size={18} />
          <span className="truncate">{customer.name}</span>
          <UnreadBadge testId="account-unread" className="absolute -right-1 -top-1" />
        </Link>
        {host}
      </>
    );
  }
  return (
    <>
      <LoginLink
        onClick={openSignIn}
        iconSize={18}
        className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
      />
      {host}
    </>
  );
}

/**
 * "Login | Register": a real link to /login, which `onClick` turns into the Sign In modal; the
 * modal's code starts loading when a pointer or the focus reaches it.
 */
function LoginLink({
  onClick,
  iconSize,
  className,
}: {
  onClick: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  iconSize: number;
  className: string;
}) {
  return (
    <Link href="/login" onClick={onClick} onPointerEnter={preloadAuthUi} onFocus={preloadAuthUi} data-testid="account-button" className={className}>
      <UserIcon size={iconSize} />
      <span>
        Login <span aria-hidden="true">|</span> Register
      </span>
    </Link>
  );
}
