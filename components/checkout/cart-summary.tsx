"use client";

import { OrderSummaryRows } from "@/components/cart/order-summary-rows";
import { useAppliedCoupon } from "@/components/cart/use-applied-coupon";
import { linePicture, type CartDocument } from "@/components/shop-data/types";
import { Picture } from "@/components/ui/picture";
import { firstWords, formatRupees } from "@/lib/format";
import { lineTotal } from "@/lib/pricing";

/** Names are cut to 4 words in the checkout summary. */
const NAME_WORDS = 4;

/**
 * The order summary beside the checkout steps: the in-stock lines as the server priced them,
 * and the totals with the applied coupon (asked of the server again; a coupon the cart no longer
 * meets is dropped with its reason).
 */
export function CartSummary({ customerId, cart }: { customerId: string; cart: CartDocument }) {
  const { coupon, total } = useAppliedCoupon(customerId, cart);
  const lines = cart.card_products.flatMap((group) => group.products);
  return (
    <aside aria-labelledby="checkout-summary" className="min-w-0 rounded-2xl bg-surface p-5 lg:sticky lg:top-24">
      <h2 id="checkout-summary" className="text-lg font-extrabold">
        Order Summary
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {lines.map((line) => {
          const product = line.productInfo;
          const picture = linePicture(product, line.color);
          return (
            <li key={line._id} className="flex items-center gap-3 py-2.5">
              <span className="relative shrink-0">
                {picture ? (
                  <Picture src={picture} alt="" width={56} height={70} className="aspect-[4/5] w-14 rounded-lg bg-white object-cover" />
                ) : null}
                <span className="absolute -right-2 -top-2 grid size-6 place-items-center rounded-full bg-ink text-xs font-bold text-white">
                  <span className="sr-only">Quantity </span>
                  {line.quantity}
                </span>
              </span>
              <span className="min-w-0 flex-1 break-words text-sm">
                {firstWords(product.name, NAME_WORDS)}
                <span className="block text-xs text-muted">
                  {line.size} · {line.color}
                </span>
              </span>
              <span className="shrink-0 text-sm font-semibold tabular-nums">{formatRupees(lineTotal(product.price, product.discount, line.quantity))}</span>
            </li>
          );
        })}
      </ul>
      <div className="mt-4">
        <OrderSummaryRows price={cart.price} shippingFee={cart.shipping_fee} coupon={coupon} total={total} />
      </div>
    </aside>
  );
}
