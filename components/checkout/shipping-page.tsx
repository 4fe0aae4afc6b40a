"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { useRef, type ReactNode } from "react";
import { notify } from "@/components/ui/toast";
import { useSessionStatus, useSignedInCustomer } from "@/components/auth/sign-in-gate";
import { ApiError, refusalText } from "@/components/shop-data/api";
import { useCart } from "@/components/shop-data/cart";
import { placeOrderMutation } from "@/components/shop-data/orders";
import { shopQueryClient } from "@/components/shop-data/query-client";
import type { CartDocument, ShippingInfo } from "@/components/shop-data/types";
import { formatRupeesWithPaise } from "@/lib/format";
import { policyText } from "@/lib/policies";
import { promiseLine } from "@/components/delivery/delivery-pin";
import { useDeliveryPromise } from "@/components/shop-data/delivery";
import { addressLine } from "./address-line";
import { readCouponCode, rememberPendingOrder, saveCouponCode, useSavedAddress } from "./checkout-state";
import { backLink, CheckoutFrame, primaryButton, StepBlock } from "./checkout-frame";
import { useStepBackFromPayment } from "./step-back";

/**
 * /shiping, the Shipping step, also the footer's 'Delivery Option': a shopper with
 * something to check out and a saved address sees contact, ship-to and Standard Shipping, and
 * Continue to Payment places the order (the order is created first, then /payment
 * takes its id). Everyone else reads the delivery options (`about`, rendered on the server).
 */
export function ShippingPage({ about }: { about: ReactNode }) {
  const customer = useSignedInCustomer();
  const status = useSessionStatus();
  const cart = useCart(customer?.id);
  const address = useSavedAddress();
  const returning = useStepBackFromPayment(customer?.id);

  if (customer && cart.data && (cart.data.buy_product_item > 0 || returning)) {
    return (
      <CheckoutFrame customerId={customer.id} step="shipping">
        {(data) =>
          address ? (
            <ShippingStep customerId={customer.id} email={customer.email} address={address} cart={data} />
          ) : (
            <StepBlock title="Shipping address">
              <p className="text-ink">Please add your delivery address first.</p>
              <Link href="/checkout" className={`${primaryButton} mt-4`}>
                Add your address
              </Link>
            </StepBlock>
          )
        }
      </CheckoutFrame>
    );
  }
  const checking = status === "unknown" || (customer && cart.isPending);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12" aria-busy={checking ? true : undefined}>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Delivery Option</h1>
      <div className="mt-6">{about}</div>
      <Link href="/cart" prefetch={false} className={`${primaryButton} mt-8`}>
        Go to your cart
      </Link>
    </div>
  );
}

/** "Delivered by Tue, 2 Dec · Cash on delivery available" for the saved address's PIN; the policy's words while it loads or when it cannot be said. */
function DeliveryPromiseLine({ pin }: { pin: string }) {
  const promise = useDeliveryPromise(pin);
  if (promise.isError && promise.error instanceof ApiError && promise.error.status === 404) {
    return (
      <p className="mt-2 text-sm font-semibold text-red-700" data-testid="shipping-delivery-promise">
        {promise.error.message} <Link href="/checkout" className="underline underline-offset-4">Change the address</Link>
      </p>
    );
  }
  return (
    <p className={`mt-2 text-sm ${promise.data ? "font-semibold text-ink" : "text-muted"}`} data-testid="shipping-delivery-promise">
      {promise.data ? promiseLine(promise.data) : `Shipped within ${policyText.dispatch}, delivered in ${policyText.delivery}.`}
    </p>
  );
}

function ShippingStep({ customerId, email, address, cart }: { customerId: string; email: string; address: ShippingInfo; cart: CartDocument }) {
  const router = useRouter();
  const placing = useMutation(placeOrderMutation(customerId, rememberPendingOrder), shopQueryClient);
  // Busy until the payment step takes over (a placed order leaves this page).
  const busy = placing.isPending || placing.isSuccess;
  // One key per attempt to place this order: a double click or a retry after a lost answer
  // reaches the same order (the server keeps the key), a new visit to this step makes a new one.
  const attemptKey = useRef<string>(crypto.randomUUID());

  async function continueToPayment() {
    try {
      const orderId = await placing.mutateAsync({ shippingInfo: address, couponCode: readCouponCode(), attemptKey: attemptKey.current });
      saveCouponCode(null);
      // Answered: a later Continue (after stepping back, this step may be shown again as it was)
      // is a new attempt, never this order again.
      attemptKey.current = crypto.randomUUID();
      router.push(`/payment?orderId=${encodeURIComponent(orderId)}`);
    } catch (error) {
      // A refusal (stock gone, coupon used up) ends this attempt: the next click is a new one.
      attemptKey.current = crypto.randomUUID();
      notify("error", refusalText(error));
    }
  }

  return (
    <>
      <StepBlock title="Contact">
        {/* An e-mail is one long word: it breaks anywhere rather than widen the page. */}
        <p className="break-all text-ink">{email}</p>
      </StepBlock>
      <StepBlock
        title="Ship to"
        action={
          <Link href="/checkout" className="min-h-11 px-2 font-semibold text-brand-800 underline underline-offset-4">
            Change<span className="sr-only"> the delivery address</span>
          </Link>
        }
      >
        <p className="text-ink">{address.name}</p>
        <p className="text-ink" data-testid="ship-to">{addressLine(address)}</p>
      </StepBlock>
      <StepBlock title="Shipping method">
        <p className="flex items-center justify-between gap-3 rounded-xl border border-brand-800 bg-brand-50 px-4 py-3">
          <span className="font-semibold">Standard Shipping</span>
          <span className="font-bold tabular-nums" data-testid="shipping-method-fee">
            {cart.shipping_fee === 0 ? "Free" : formatRupeesWithPaise(cart.shipping_fee)}
          </span>
        </p>
        <DeliveryPromiseLine pin={address.post} />
      </StepBlock>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href="/checkout" className={backLink}>
          ‹ Return to Information
        </Link>
        <button type="button" onClick={continueToPayment} disabled={busy} aria-busy={busy || undefined} className={`${primaryButton} disabled:opacity-60`} data-testid="continue-to-payment">
          {busy ? "Placing your order…" : "Continue to Payment"}
        </button>
      </div>
    </>
  );
}
