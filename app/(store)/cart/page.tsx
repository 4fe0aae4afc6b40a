import type { Metadata } from "next";
import { CartPage } from "@/components/cart/cart-page";

export const metadata: Metadata = {
  title: "Shopping Cart",
  description: "Your TeeRang cart.",
  robots: { index: false, follow: false },
};

/**
 * /cart: one customer's own, drawn in the browser from /api (components/shop-data); the page
 * itself holds nothing personal, so it is served like any static page.
 */
export default function Page() {
  return <CartPage />;
}
