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
 * The customer dashboard (spec §2). The session lives in the browser's account island; the
 * order count is read on the server from the session cookie, inside Suspense.
 */
export default function DashboardPage() {
  return (
    <CustomerDashboard
      orderCount={
        <Suspense fallback={<OrderCountSkeleton />}>
          <OrderCount />
        </Suspense>
      }
    />
  );
}
