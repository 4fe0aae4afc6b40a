"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { SignInPrompt } from "@/components/auth/customer-only";
import { useSignedInCustomer, type SignedInCustomer } from "@/components/auth/sign-in-gate";
import { signOut } from "@/components/auth/sign-out";
import type { OrderFilter } from "@/components/shop-data/types";
import { isOrderFilter } from "./order-display";
import { OrdersTab } from "./orders-tab";

// The chat (its data module, the live stream) loads only when the Messages tab opens.
const MessagesTab = dynamic(() => import("./messages-tab").then((m) => m.MessagesTab), {
  loading: () => <div className="h-80 animate-pulse rounded-2xl bg-surface" aria-busy="true" aria-label="Loading your messages" />,
});

type Tab = "dashboard" | "orders" | "messages";

const TAB_LABELS: Record<Tab, string> = { dashboard: "Dashboard", orders: "My Orders", messages: "Messages" };

const ID = /^[0-9a-f-]{36}$/i;
const idIn = (value: string | null | undefined) => (value && ID.test(value) ? value : null);

type View = { tab: Tab; filter: OrderFilter; chat: string | null; seller: string | null };

/**
 * The open tab and what it shows, as the address holds them: ?tab=orders&status=pending,
 * ?tab=messages&chat={conversationId}, or ?tab=messages&seller={sellerId} (from a product's
 * 'Message the seller': the tab opens that seller's conversation and writes its id instead).
 */
function viewFrom(params: URLSearchParams | null): View {
  const status = params?.get("status");
  const named = params?.get("tab");
  const tab: Tab = named === "orders" || named === "messages" ? named : "dashboard";
  return {
    tab,
    filter: isOrderFilter(status) ? status : "all",
    chat: tab === "messages" ? idIn(params?.get("chat")) : null,
    seller: tab === "messages" ? idIn(params?.get("seller")) : null,
  };
}

function addressOf({ tab, filter, chat, seller }: View): string {
  const query = new URLSearchParams();
  if (tab !== "dashboard") query.set("tab", tab);
  if (tab === "orders" && filter !== "all") query.set("status", filter);
  if (tab === "messages" && chat) query.set("chat", chat);
  else if (tab === "messages" && seller) query.set("seller", seller);
  const search = query.toString();
  return `${window.location.pathname}${search ? `?${search}` : ""}`;
}

/**
 * /dashboard-client: a sidebar (Dashboard, My Orders, Messages, Wishlist,
 * Logout; a dropdown on phones), the account details and the orders tab, chosen by the address
 * (`?tab=orders`, with `&status=` for the filter). Signed out, the sign-in form, which comes back
 * here.
 */
export function CustomerDashboard({ orderCount }: { orderCount: ReactNode }) {
  const customer = useSignedInCustomer();
  const router = useRouter();
  const signedInAs = useRef(customer?.id);
  // Signing in here comes back to the same tab.
  const query = useSearchParams()?.toString();

  // Signing in (or out) on this page changes what the server renders for it (the order count).
  useEffect(() => {
    if (signedInAs.current !== customer?.id) {
      signedInAs.current = customer?.id;
      router.refresh();
    }
  }, [customer?.id, router]);

  if (!customer) {
    return (
      <SignInPrompt
        title="My Account"
        prompt="Please sign in to see your account."
        next={`/dashboard-client${query ? `?${query}` : ""}`}
        testId="dashboard-signed-out"
        waiting={<div className="mt-6 h-80 animate-pulse rounded-2xl bg-surface" aria-busy="true" aria-label="Loading your account" />}
      />
    );
  }
  return <SignedInDashboard customer={customer} orderCount={orderCount} />;
}

function SignedInDashboard({ customer, orderCount }: { customer: SignedInCustomer; orderCount: ReactNode }) {
  const router = useRouter();
  // The address is the state: a link can open My Orders, and Back from an order returns to it.
  // The History API updates it without a server round trip (Next keeps useSearchParams in step).
  const view = viewFrom(useSearchParams());
  const { tab, filter } = view;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  function setTab(next: Tab) {
    if (next !== tab) window.history.pushState(null, "", addressOf({ ...view, tab: next, chat: null, seller: null }));
  }
  function setFilter(next: OrderFilter) {
    window.history.replaceState(null, "", addressOf({ ...view, filter: next }));
  }
  // Opening a conversation is a step Back undoes (on phones, back to the list); the one opened
  // for a seller replaces the address that named the seller.
  const openConversation = useCallback((chat: string | null, replace = false) => {
    const address = addressOf({ ...viewFrom(new URLSearchParams(window.location.search)), chat, seller: null });
    if (replace) window.history.replaceState(null, "", address);
    else window.history.pushState(null, "", address);
  }, []);

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
          {TAB_LABELS[tab]}
          <span aria-hidden="true">{menuOpen ? "▴" : "▾"}</span>
        </button>
        <nav aria-label="Account" id={menuId} className={`${menuOpen ? "block" : "hidden"} mt-2 rounded-2xl border border-line p-2 lg:mt-0 lg:block`}>
          <ul className="space-y-1">
            <li>{tabButton("dashboard", "Dashboard")}</li>
            <li>{tabButton("orders", "My Orders")}</li>
            <li>{tabButton("messages", "Messages")}</li>
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
        ) : tab === "orders" ? (
          <OrdersTab customerId={customer.id} titleId={`${menuId}-title`} filter={filter} onFilterChange={setFilter} />
        ) : (
          <MessagesTab customerId={customer.id} titleId={`${menuId}-title`} conversationId={view.chat} sellerId={view.seller} onOpen={openConversation} />
        )}
      </section>
    </div>
  );
}
