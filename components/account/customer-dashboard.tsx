"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { SignInForm } from "@/components/auth/forms";
import { useSessionStatus, useSignedInCustomer, type SignedInCustomer } from "@/components/auth/sign-in-gate";
import { signOut } from "@/components/auth/sign-out";

type Tab = "dashboard" | "orders";
const STATUSES = ["all", "placed", "pending", "cancelled", "warehouse"] as const;

/**
 * /dashboard-client (spec §2 "Customer dashboard"): a sidebar (Dashboard, My Orders, Wishlist,
 * Logout; a dropdown on phones), the account details and the orders tab. Signed out, the
 * sign-in form, which comes back here.
 */
export function CustomerDashboard({ orderCount }: { orderCount: ReactNode }) {
  const customer = useSignedInCustomer();
  const status = useSessionStatus();
  const router = useRouter();
  const signedInAs = useRef(customer?.id);

  // Signing in (or out) on this page changes what the server renders for it (the order count).
  useEffect(() => {
    if (signedInAs.current !== customer?.id) {
      signedInAs.current = customer?.id;
      router.refresh();
    }
  }, [customer?.id, router]);

  if (!customer) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16" data-testid="dashboard-signed-out">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">My Account</h1>
        {status === "unknown" ? (
          <div className="mt-6 h-80 animate-pulse rounded-2xl bg-surface" aria-busy="true" aria-label="Loading your account" />
        ) : (
          <>
            <p className="mt-2 text-muted">Please sign in to see your account.</p>
            <SignInForm next="/dashboard-client" />
          </>
        )}
      </div>
    );
  }
  return <SignedInDashboard customer={customer} orderCount={orderCount} />;
}

function SignedInDashboard({ customer, orderCount }: { customer: SignedInCustomer; orderCount: ReactNode }) {
  const router = useRouter();
  const [tab, setTab] = useState<Tab>("dashboard");
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  async function logout() {
    if (await signOut()) router.push("/");
  }

  const item = "flex min-h-12 w-full items-center rounded-xl px-4 text-left font-semibold hover:bg-brand-50";
  const tabButton = (value: Tab, label: string) => (
    <button
      type="button"
      aria-current={tab === value ? "page" : undefined}
      onClick={() => {
        setTab(value);
        setMenuOpen(false);
      }}
      className={`${item} ${tab === value ? "bg-brand-800 text-white hover:bg-brand-800" : "text-ink"}`}
    >
      {label}
    </button>
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[16rem_1fr] lg:py-12" data-testid="dashboard">
      <aside>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className="flex min-h-12 w-full items-center justify-between rounded-xl border border-line px-4 font-semibold lg:hidden"
        >
          {tab === "dashboard" ? "Dashboard" : "My Orders"}
          <span aria-hidden="true">{menuOpen ? "▴" : "▾"}</span>
        </button>
        <nav aria-label="Account" id={menuId} className={`${menuOpen ? "block" : "hidden"} mt-2 rounded-2xl border border-line p-2 lg:mt-0 lg:block`}>
          <ul className="space-y-1">
            <li>{tabButton("dashboard", "Dashboard")}</li>
            <li>{tabButton("orders", "My Orders")}</li>
            <li>
              <Link href="/wishlist" className={`${item} text-ink`}>
                Wishlist
              </Link>
            </li>
            <li>
              <button type="button" onClick={logout} className={`${item} text-ink`}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <section aria-labelledby={`${menuId}-title`} className="min-w-0">
        {tab === "dashboard" ? (
          <>
            <h1 id={`${menuId}-title`} className="text-3xl font-extrabold tracking-tight text-brand-900">
              Hello {customer.name}
            </h1>
            <p className="mt-2 text-muted">
              Not {customer.name}?{" "}
              <button type="button" onClick={logout} className="font-semibold text-brand-800 underline underline-offset-4">
                Sign out
              </button>
            </p>
            {orderCount}
            <h2 className="mt-8 text-xl font-bold text-ink">Account details</h2>
            <dl className="mt-3 grid gap-3 rounded-2xl border border-line p-5 sm:grid-cols-[10rem_1fr]" data-testid="account-details">
              <dt className="font-semibold text-muted">Name</dt>
              <dd>{customer.name}</dd>
              <dt className="font-semibold text-muted">E-mail</dt>
              <dd className="break-all">{customer.email}</dd>
              <dt className="font-semibold text-muted">Address</dt>
              <dd>{customer.address || "Not set"}</dd>
            </dl>
          </>
        ) : (
          <OrdersTab titleId={`${menuId}-title`} />
        )}
      </section>
    </div>
  );
}

function OrdersTab({ titleId }: { titleId: string }) {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>("all");
  const selectId = useId();
  return (
    <>
      <h1 id={titleId} className="text-3xl font-extrabold tracking-tight text-brand-900">
        My Orders
      </h1>
      <div className="mt-4">
        <label htmlFor={selectId} className="text-sm font-semibold text-ink">
          Order status
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(event) => setStatus(event.target.value as (typeof STATUSES)[number])}
          className="ml-3 min-h-11 rounded-xl border border-line bg-white px-3 capitalize"
        >
          {STATUSES.map((value) => (
            <option key={value} value={value} className="capitalize">
              {value}
            </option>
          ))}
        </select>
      </div>
      <p className="mt-6 rounded-2xl border border-dashed border-line p-8 text-center text-muted" data-testid="orders-empty">
        No orders found
      </p>
    </>
  );
}
