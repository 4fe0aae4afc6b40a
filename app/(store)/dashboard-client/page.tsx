import type { Metadata } from "next";
import { Suspense } from "react";
import { CustomerDashboard } from "@/components/account/customer-dashboard";
import { OrderCount, OrderCountSkeleton } from "@/components/account/order-count";

export const metadata: Metadata = {
  title: "My Account",
  description: "Your TeeRang account: details, orders and wishlist.",
  robots: { index: false, follow: false },
};

/**
 * The customer dashboard. The session lives in the browser's account island; the
 * order count is read on the server from the session cookie, inside Suspense. The dashboard
 * reads its tab from the address (useSearchParams), so it renders per request inside its own
 * boundary; the shell around it stays static.
 */
export default function DashboardPage() {
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <CustomerDashboard
        orderCount={
          <Suspense fallback={<OrderCountSkeleton />}>
            <OrderCount />
          </Suspense>
        }
      />
    </Suspense>
  );
}

function DashboardSkeleton() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">My Account</h1>
      <div className="mt-6 h-80 animate-pulse rounded-2xl bg-surface" aria-busy="true" aria-label="Loading your account" />
    </div>
  );
}
