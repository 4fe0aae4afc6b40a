"use client";

import Link from "next/link";
import { useSignedInCustomer } from "@/components/shop-data/session";
import { useCart } from "@/components/shop-data/cart";
import { linePicture } from "@/components/shop-data/types";
import { Picture } from "@/components/ui/picture";
import { firstWords, formatRupees } from "@/lib/format";
import { discountedPrice } from "@/lib/pricing";

/** The preview shows at most 8 items, names cut to 4 words. */
const PREVIEW_ITEMS = 8;
const NAME_WORDS = 4;

/**
 * The header's 'Your Cart' dropdown: the first 8 lines of the cart or 'Your cart is
 * empty.', View Cart and Checkout. Loaded when the pointer or keyboard focus first reaches the
 * cart icon, so no catalogue page carries it (or react-query) in its first load.
 */
export default function CartPreview() {
  const customer = useSignedInCustomer();
  const cart = useCart(customer?.id);
  const lines = cart.data ? cart.data.card_products.flatMap((group) => group.products).slice(0, PREVIEW_ITEMS) : [];

  return (
    <div
      className="absolute right-0 top-full z-50 mt-1 w-80 max-w-[calc(100vw-1.5rem)] rounded-2xl bg-white p-4 text-left shadow-xl ring-1 ring-line"
      data-testid="cart-preview"
    >
      <p className="text-base font-extrabold text-ink">Your Cart</p>
      {customer && cart.isPending ? (
        <p className="py-6 text-center text-sm text-muted">Loading…</p>
      ) : lines.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">Your cart is empty.</p>
      ) : (
        <ul className="mt-2 max-h-80 divide-y divide-line overflow-y-auto">
          {lines.map((line) => {
            const product = line.productInfo;
            const picture = linePicture(product, line.color);
            return (
              <li key={line._id} className="flex items-center gap-3 py-2">
                {picture ? (
                  <Picture src={picture} alt="" width={48} height={60} className="aspect-[4/5] w-12 shrink-0 rounded-lg bg-surface object-cover" />
                ) : null}
                <span className="min-w-0 flex-1 text-sm text-ink">
                  {firstWords(product.name, NAME_WORDS)}
                  <span className="block text-xs text-muted">
                    {line.quantity} × {formatRupees(discountedPrice(product.price, product.discount))}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link href="/cart" prefetch={false} className="flex min-h-11 items-center justify-center rounded-full border border-brand-800 text-sm font-bold text-brand-800 hover:bg-brand-50">
          View Cart
        </Link>
        <Link href="/checkout" prefetch={false} className="flex min-h-11 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white hover:bg-brand-900">
          Checkout
        </Link>
      </div>
    </div>
  );
}
