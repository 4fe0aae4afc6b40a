"use client";

import { Picture } from "@/components/ui/picture";
import { useEffect, useId, useRef, useState } from "react";
import { useSignInGate, useSignedInCustomer, type SignedInCustomer } from "@/components/auth/sign-in-gate";
import { refusalText } from "@/components/shop-data/api";
import { loadShopData } from "@/components/shop-data/lazy";
import { CloseIcon } from "@/components/ui/icons";
import { formatRupees } from "@/lib/format";
import { defaultQuickAddChoice, quickAddPicture, type QuickAddProduct } from "./quick-add-choice";

/** Spec §7: POST /home/product/add-to-card, quantity 1 from the quick add. */
async function addToCart(customer: SignedInCustomer, product: QuickAddProduct, color: string, size: string) {
  try {
    const shopData = await loadShopData();
    const message = await shopData.runMutation(shopData.addToCartMutation(customer.id), { productId: product.id, quantity: 1, size, color });
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: refusalText(error) };
  }
}

function Choices({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-ink">
        {legend}: <span className="font-normal text-muted">{value}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line px-4 text-sm font-semibold text-ink peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600">
              {option}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The New Arrivals quick add (spec §2, §4): a modal <dialog> with colour and size, opened by
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
  const titleId = useId();
  const initial = defaultQuickAddChoice(product);
  const [color, setColor] = useState(initial.color);
  const [size, setSize] = useState(initial.size);
  const [pending, setPending] = useState(false);
  // The colour chosen, pictured: the first colour's picture under "White" misled shoppers.
  const picture = quickAddPicture(product, color);
  const customer = useSignedInCustomer();
  const gate = useSignInGate();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function close(result?: { ok: boolean; message: string }) {
    outcome.current = result;
    dialogRef.current?.close();
  }

  function add() {
    // Signed out, the gate sends the shopper to sign in: the dialog has nothing left to do.
    if (!customer) close();
    gate(async (signedIn) => {
      setPending(true);
      close(await addToCart(signedIn, product, color, size));
    });
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="quick-add-dialog"
      onClose={() => onClose(outcome.current)}
      // pointer-events-auto: the dialog sits inside the card's click-through overlay.
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="pointer-events-auto m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <form
        className="p-5"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <div className="flex items-start gap-4">
          {picture ? (
            <Picture
              src={picture}
              alt=""
              data-testid="quick-add-picture"
              data-colour={color}
              width={80}
              height={100}
              className="aspect-[4/5] w-20 shrink-0 rounded-xl bg-surface object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">Quick add</p>
            <h2 id={titleId} className="mt-0.5 text-lg font-bold leading-snug">
              {product.name}
            </h2>
            <p className="mt-1 font-bold">{formatRupees(product.price)}</p>
          </div>
          <button
            type="button"
            onClick={() => close()}
            aria-label="Close"
            className="-mr-2 -mt-2 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <CloseIcon size={20} />
          </button>
        </div>

        {product.colors.length > 0 ? (
          <Choices legend="Colour" name="color" options={product.colors} value={color} onChange={setColor} />
        ) : null}
        {product.sizes.length > 0 ? (
          <Choices legend="Size" name="size" options={product.sizes} value={size} onChange={setSize} />
        ) : null}

        <button
          type="submit"
          disabled={pending}
          className="mt-6 h-12 w-full rounded-full bg-brand-800 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {pending ? "Adding..." : "Add to Cart"}
        </button>
      </form>
    </dialog>
  );
}
