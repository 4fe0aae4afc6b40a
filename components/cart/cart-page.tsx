"use client";

import Link from "next/link";
import { useMutation } from "@tanstack/react-query";
import { notify } from "@/components/ui/toast";
import { CustomerOnly } from "@/components/auth/customer-only";
import { refusalText } from "@/components/shop-data/api";
import { removeCartLineMutation, stepQuantityMutation, useCart } from "@/components/shop-data/cart";
import { shopQueryClient } from "@/components/shop-data/query-client";
import type { CartDocument, CartLine } from "@/components/shop-data/types";
import { useStepBackFromPayment } from "@/components/checkout/step-back";
import { CartLineRow } from "./cart-line";
import { CouponForm } from "./coupon-form";
import { OrderSummaryRows } from "./order-summary-rows";
import { useAppliedCoupon } from "./use-applied-coupon";

/** /cart: the signed-in customer's cart, or the sign-in form. */
export function CartPage() {
  return (
    <CustomerOnly title="Shopping Cart" next="/cart" loadingLabel="Loading your cart…">
      {(customer) => <CartView customerId={customer.id} />}
    </CustomerOnly>
  );
}

function CartView({ customerId }: { customerId: string }) {
  const cart = useCart(customerId);
  // Back from the payment step: the unpaid order's lines come back here first.
  const returning = useStepBackFromPayment(customerId);
  // A step or a delete shows at once (the cart held is changed); a refusal puts it back, and
  // either way the server's words are the toast.
  const step = useMutation(stepQuantityMutation(customerId), shopQueryClient);
  const remove = useMutation(removeCartLineMutation(customerId), shopQueryClient);
  const announce = (sent: Promise<string>) => sent.then((message) => notify("success", message), (error: unknown) => notify("error", refusalText(error)));
  const busyLine = step.isPending ? step.variables.lineId : remove.isPending ? remove.variables : null;

  // One order's limit counts a product's sizes and colours together.
  const held = new Map<string, number>();
  for (const group of cart.data?.card_products ?? []) {
    for (const line of group.products) held.set(line.productInfo._id, (held.get(line.productInfo._id) ?? 0) + line.quantity);
  }

  const row = (line: CartLine, soldOut = false) => (
    <CartLineRow
      key={line._id}
      line={line}
      soldOut={soldOut}
      busy={busyLine === line._id}
      limit={cart.data ? { max: cart.data.max_per_product, held: held.get(line.productInfo._id) ?? line.quantity } : undefined}
      onStep={(direction) => void announce(step.mutateAsync({ lineId: line._id, direction }))}
      onDelete={() => void announce(remove.mutateAsync(line._id))}
    />
  );

  if (cart.isPending || (returning && cart.data?.card_products.length === 0)) {
    return <Frame><p className="rounded-2xl bg-surface p-6 text-muted" aria-busy="true">Loading your cart…</p></Frame>;
  }
  if (cart.isError) {
    return (
      <Frame>
        <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
          {refusalText(cart.error)}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void cart.refetch()}>
            Try again
          </button>
        </p>
      </Frame>
    );
  }

  const data = cart.data;
  const empty = data.card_products.length === 0 && data.outOfStockProduct.length === 0;
  if (empty) {
    return (
      <Frame>
        <div className="rounded-2xl bg-surface px-6 py-12 text-center" data-testid="cart-empty">
          <p className="text-lg font-semibold">Your cart is empty.</p>
          <Link href="/" className="mt-6 inline-flex min-h-12 items-center rounded-full bg-brand-800 px-8 font-bold text-white hover:bg-brand-900">
            Shop Now
          </Link>
        </div>
      </Frame>
    );
  }

  const canCheckout = data.buy_product_item > 0;
  return (
    <Frame>
      {/* minmax(0, 1fr): long names wrap inside the column instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          {data.card_products.map((group) => (
            <section key={group.sellerId} aria-labelledby={`shop-${group.sellerId}`} className="rounded-2xl border border-line px-4 sm:px-5" data-testid="cart-shop">
              <h2 id={`shop-${group.sellerId}`} className="border-b border-line py-3 font-bold text-brand-900">
                {group.shopName}
              </h2>
              <ul className="divide-y divide-line">{group.products.map((line) => row(line))}</ul>
            </section>
          ))}
          {data.outOfStockProduct.length > 0 ? (
            <section aria-labelledby="sold-out" className="rounded-2xl border border-line bg-surface px-4 sm:px-5" data-testid="cart-sold-out">
              <h2 id="sold-out" className="border-b border-line py-3 font-bold text-ink">
                Out of stock ({data.outOfStockProduct.length})
              </h2>
              <p className="pt-2 text-sm text-muted">These are not charged and will not be ordered.</p>
              <ul className="divide-y divide-line">{data.outOfStockProduct.map((line) => row(line, true))}</ul>
            </section>
          ) : null}
        </div>

        <aside aria-labelledby="summary-title" className="min-w-0 rounded-2xl border border-line p-5 lg:sticky lg:top-24">
          <h2 id="summary-title" className="text-lg font-extrabold">
            Order Summary
          </h2>
          <p className="mt-1 text-sm text-muted">
            {data.buy_product_item} {data.buy_product_item === 1 ? "item" : "items"}
          </p>
          <div className="mt-4">
            <Summary customerId={customerId} cart={data} />
          </div>
          {canCheckout ? (
            <Link
              href="/checkout"
              className="mt-4 flex min-h-12 w-full items-center justify-center rounded-full bg-brand-800 px-6 font-bold text-white hover:bg-brand-900"
              data-testid="proceed-to-checkout"
            >
              Proceed to checkout
            </Link>
          ) : (
            <p className="mt-4 text-sm text-muted">Nothing in stock to order yet.</p>
          )}
        </aside>
      </div>
    </Frame>
  );
}

/** The money rows and the coupon box (its own component: the quote's hook needs the loaded cart). */
function Summary({ customerId, cart }: { customerId: string; cart: CartDocument }) {
  const { appliedCode, coupon, coverage, total } = useAppliedCoupon(customerId, cart);
  return (
    <>
      <OrderSummaryRows price={cart.price} shippingFee={cart.shipping_fee} coupon={coupon} total={total} />
      <div className="mt-5">
        <CouponForm customerId={customerId} appliedCode={appliedCode} coverage={coverage} cartPrice={cart.price} />
      </div>
    </>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-brand-900">Shopping Cart</h1>
      {children}
    </div>
  );
}
