"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { defaultQuickAddChoice, quickAddPicture } from "@/components/home/quick-add-choice";
import type { MoveChoices } from "@/components/shop-data/wishlist";
import { CloseIcon } from "@/components/ui/icons";
import { Picture } from "@/components/ui/picture";

/** One set of options as radio buttons: arrow keys move within it, Tab leaves it. */
function Options({ legend, name, options, value, onChange }: { legend: string; name: string; options: string[]; value: string; onChange: (value: string) => void }) {
  const legendId = useId();
  return (
    <div className="mt-4" role="radiogroup" aria-labelledby={legendId}>
      <p id={legendId} className="text-sm font-semibold text-ink">
        {legend}: <span className="font-normal text-muted">{value}</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="peer sr-only" />
            <span className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line px-4 text-sm font-semibold text-ink peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600">
              {option}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * Move to cart's chooser, for a saved product that comes in more than one size or colour: a
 * modal <dialog> titled with the product's name, its colours and sizes as radio groups, and
 * Move to cart. `onMove` answers whether the cart took it: a refusal keeps the dialog open,
 * with the server's words shown in the page's toast.
 */
export function MoveToCartDialog({
  product,
  onMove,
  onClose,
}: {
  product: MoveChoices;
  onMove: (choice: { color: string; size: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const initial = defaultQuickAddChoice(product);
  const [color, setColor] = useState(initial.color);
  const [size, setSize] = useState(initial.size);
  const [pending, setPending] = useState(false);
  const picture = quickAddPicture(product, color);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const moved = await onMove({ color, size });
    setPending(false);
    if (moved) dialogRef.current?.close();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="move-to-cart-dialog"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
      className="m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <form className="p-5" onSubmit={submit}>
        <div className="flex items-start gap-4">
          {picture ? <Picture src={picture} alt="" width={80} height={100} className="aspect-[4/5] w-20 shrink-0 rounded-xl bg-surface object-cover" /> : null}
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">Move to cart</p>
            <h2 id={titleId} className="mt-0.5 text-lg font-bold leading-snug">
              {product.name}
            </h2>
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label="Close"
            className="-mr-2 -mt-2 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <CloseIcon size={20} />
          </button>
        </div>
        {product.colors.length > 1 ? <Options legend="Colour" name="color" options={product.colors} value={color} onChange={setColor} /> : null}
        {product.sizes.length > 1 ? <Options legend="Size" name="size" options={product.sizes} value={size} onChange={setSize} /> : null}
        <button
          type="submit"
          disabled={pending}
          className="mt-6 h-12 w-full rounded-full bg-brand-800 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {pending ? "Moving..." : "Move to cart"}
        </button>
      </form>
    </dialog>
  );
}
