import type { Metadata } from "next";
import { ShippingPage } from "@/components/checkout/shipping-page";
import { ShippingInfo } from "@/components/product-details/shipping-info";

export const metadata: Metadata = {
  title: "Delivery Option",
  description: "How TeeRang ships: Standard Shipping across India, dispatched within 48 hours.",
  alternates: { canonical: "/shiping" },
};

/**
 * /shiping: the checkout's Shipping step for a shopper on the way to paying, and the footer's
 * 'Delivery Option' for everyone else (the delivery options are rendered here, on the server).
 */
export default function Page() {
  return <ShippingPage about={<ShippingInfo />} />;
}
