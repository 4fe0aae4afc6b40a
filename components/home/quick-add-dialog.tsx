"use client";

import { use, useEffect, useRef, useState } from "react";
import { useSignInGate, useSignedInCustomer, type SignedInCustomer } from "@/components/auth/sign-in-gate";
import { refusalText } from "@/components/shop-data/api";
import { loadShopData } from "@/components/shop-data/lazy";
import { SizeColourChooser } from "@/components/product/size-colour-chooser";
import { formatRupees } from "@/lib/format";
import type { QuickAddProduct } from "./quick-add-choice";
import type { QuickAddRead } from "./quick-add-product";

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

type Outcome = { ok: boolean; message: string };

/**
 * The New Arrivals quick add: a modal <dialog> with colour and size, opened by
 * QuickAddButton, loaded only when first opened. It waits (suspends) on the product's read;
 * when the read fails, nothing opens and the button announces why. Add goes through the
 * sign-in gate; the dialog closes after the cart call answers, whether it succeeded or failed,
 * and hands the outcome back to the button, which announces it.
 */
export function QuickAddDialog({ read, onClose }: { read: Promise<QuickAddRead>; onClose: (outcome?: Outcome) => void }) {
  const answer = use(read);
  return answer.ok ? <ProductDialog product={answer.product} onClose={onClose} /> : <Refused message={answer.message} onClose={onClose} />;
}

/** The read failed: hand the reason to the button (which announces it) and draw nothing. */
function Refused({ message, onClose }: { message: string; onClose: (outcome?: Outcome) => void }) {
  useEffect(() => onClose({ ok: false, message }), [message, onClose]);
  return null;
}

function ProductDialog({ product, onClose }: { product: QuickAddProduct; onClose: (outcome?: Outcome) => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const outcome = useRef<Outcome | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const customer = useSignedInCustomer();
  const gate = useSignInGate();

  function close(result?: Outcome) {
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
