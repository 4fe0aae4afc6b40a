import type { Metadata } from "next";
import { WishlistPage } from "@/components/wishlist/wishlist-page";

export const metadata: Metadata = {
  title: "Wishlist",
  description: "The products you saved at TeeRang.",
  robots: { index: false, follow: false },
};

/** /wishlist: one customer's own, drawn in the browser from /api (components/shop-data). */
export default function Page() {
  return <WishlistPage />;
}
