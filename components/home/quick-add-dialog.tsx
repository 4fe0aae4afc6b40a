"use client";

import { useRef, useState } from "react";
import { useSignInGate, useSignedInCustomer, type SignedInCustomer } from "@/components/auth/sign-in-gate";
import { refusalText } from "@/components/shop-data/api";
import { loadShopData } from "@/components/shop-data/lazy";
import { SizeColourChooser } from "@/components/product/size-colour-chooser";
import { formatRupees } from "@/lib/format";
import type { QuickAddProduct } from "./quick-add-choice";

/** POST /home/product/add-to-card, quantity 1 from the quick add. */
async function addToCart(customer: SignedInCustomer, product: QuickAddProduct, color: string, size: string) {
  try {
    const shopData = await loadShopData();
    const message = await shopData.runMutation(shopData.addToCartMutation(customer.id), { productId: product.id, quantity: 1, size, color });
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: refusalText(error) };
  }
}

/**
 * The New Arrivals quick add: a modal <dialog> with colour and size, opened by
 * QuickAddButton, loaded only when first opened. Add goes through the sign-in gate; the
 * dialog closes after the cart call answers, whether it succeeded or failed, and hands the
 * outcome back to the button, which announces it.
 */
export function QuickAddDialog({
  product,
  onClose,
}: {
  product: QuickAddProduct;
  onClose: (outcome?: { ok: boolean; message: string }) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const outcome = useRef<{ ok: boolean; message: string } | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const customer = useSignedInCustomer();
  const gate = useSignInGate();

  function close(result?: { ok: boolean; message: string }) {
    outcome.current = result;
    dialogRef.current?.close();
  }

  function add(choice: { color: string; size: string }) {
    // Signed out, the gate sends the shopper to sign in: the dialog has nothing left to do.
    if (!customer) close();
    gate(async (signedIn) => {
      setPending(true);
      close(await addToCart(signedIn, product, choice.color, choice.size));
    });
  }

  return (
    <SizeColourChooser
      dialogRef={dialogRef}
      product={product}
      kicker="Quick add"
      details={<p className="mt-1 font-bold">{formatRupees(product.price)}</p>}
      testId="quick-add-dialog"
      pictureTestId="quick-add-picture"
      submitLabel={{ idle: "Add to Cart", pending: "Adding..." }}
      pending={pending}
      onChoose={add}
      onClose={() => onClose(outcome.current)}
      // The dialog sits inside the card's click-through overlay.
      className="pointer-events-auto"
    />
  );
}
