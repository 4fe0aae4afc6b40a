"use client";

import Link from "next/link";
import { lazy, Suspense } from "react";
import { CustomerOnly } from "@/components/auth/customer-only";
import { addressLine } from "./address-line";
import { clearAddress, useSavedAddress } from "./checkout-state";
import { backLink, CheckoutFrame, primaryButton, StepBlock } from "./checkout-frame";

// The address form checks with the order call's own zod schema: loaded when it is shown, so a
// shopper whose address is saved never fetches it.
const AddressForm = lazy(() => import("./address-form").then((module) => ({ default: module.AddressForm })));

/**
 * /checkout, the Information step: contact, the delivery address (a form until saved,
 * then 'Deliver to {name}' with Change), Return to cart, and Continue to shipping, which stays
 * disabled until an address is saved.
 */
export function CheckoutPage() {
  return (
    <CustomerOnly title="Checkout" next="/checkout" loadingLabel="Loading your checkout…">
      {(customer) => (
        <CheckoutFrame customerId={customer.id} step="information">
          {() => <Information email={customer.email} />}
        </CheckoutFrame>
      )}
    </CustomerOnly>
  );
}

function Information({ email }: { email: string }) {
  const address = useSavedAddress();
  return (
    <>
      <StepBlock title="Contact">
        <p className="break-all text-ink" data-testid="contact-email">{email}</p>
      </StepBlock>
      {address ? (
        <StepBlock
          title={`Deliver to ${address.name}`}
          action={
            <button type="button" onClick={clearAddress} className="min-h-11 px-2 font-semibold text-brand-800 underline underline-offset-4">
              Change<span className="sr-only"> the delivery address</span>
            </button>
          }
        >
          <p className="text-ink" data-testid="saved-address">{addressLine(address)}</p>
          <p className="text-muted">Phone {address.phone}</p>
        </StepBlock>
      ) : (
        <StepBlock title="Shipping address">
          <Suspense fallback={<div className="h-96 animate-pulse rounded-xl bg-surface" aria-busy="true" aria-label="Loading the address form" />}>
            <AddressForm />
          </Suspense>
        </StepBlock>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href="/cart" className={backLink}>
          ‹ Return to cart
        </Link>
        {address ? (
          <Link href="/shiping" className={primaryButton} data-testid="continue-to-shipping">
            Continue to shipping
          </Link>
        ) : (
          <span role="link" aria-disabled="true" className={`${primaryButton} cursor-not-allowed opacity-50`} data-testid="continue-to-shipping">
            Continue to shipping
          </span>
        )}
      </div>
      {address ? null : <p className="text-sm text-muted">Save your address to continue.</p>}
    </>
  );
}
