import type { Metadata } from "next";
import { CheckoutPage } from "@/components/checkout/checkout-page";

export const metadata: Metadata = {
  title: "Checkout",
  robots: { index: false, follow: false },
};

/** /checkout: the Information step, drawn in the browser from the customer's cart. */
export default function Page() {
  return <CheckoutPage />;
}
