import type { Metadata } from "next";
import { CustomerDashboard } from "@/components/account/customer-dashboard";

export const metadata: Metadata = {
  title: "My Account",
  description: "Your TeeRang account: details, orders and wishlist.",
  robots: { index: false, follow: false },
};

/** The customer dashboard (spec §2): the session lives in the browser's account island. */
export default function DashboardPage() {
  return <CustomerDashboard />;
}
