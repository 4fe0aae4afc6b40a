"use client";

import { useEffect, useId, useState, type ReactNode, type RefObject } from "react";
import { defaultQuickAddChoice, quickAddPicture, type QuickAddChoice, type QuickAddProduct } from "@/components/home/quick-add-choice";
import { CloseIcon } from "@/components/ui/icons";
import { Picture } from "@/components/ui/picture";

/** One set of options as radio buttons in a fieldset: arrow keys move within it, Tab leaves it. */
function Options({ legend, name, options, value, onChange }: { legend: string; name: string; options: string[]; value: string; onChange: (value: string) => void }) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-ink">
        {legend}: <span className="font-normal text-muted">{value}</span>
      </legend>
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
    </fieldset>
  );
}

/**
 * The size and colour chooser of the quick add (New Arrivals) and of the wishlist's Move to
 * cart: a modal <dialog> titled with the product's name, the chosen colour's picture, its
 * colours and sizes as radio groups (starting on White and "full" where offered), and one
 * button. The caller owns `dialogRef` (it closes the dialog when its call allows) and is told
 * the choice on submit.
 */
export function SizeColourChooser({
  dialogRef,
  product,
  kicker,
  details,
  testId,
  pictureTestId,
  onlyRealChoices = false,
  submitLabel,
  pending,
  onChoose,
  onClose,
  className = "",
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  product: Pick<QuickAddProduct, "name" | "image" | "colorImages" | "colors" | "sizes">;
  /** The small words above the name ("Quick add", "Move to cart"). */
  kicker: string;
  /** Under the name (the price). */
  details?: ReactNode;
  testId: string;
  pictureTestId?: string;
  /** Leave out a set with a single option (nothing to choose there). */
  onlyRealChoices?: boolean;
  submitLabel: { idle: string; pending: string };
  pending: boolean;
  onChoose: (choice: QuickAddChoice) => void;
  onClose: () => void;
  className?: string;
}) {
  const titleId = useId();
  const initial = defaultQuickAddChoice(product);
  const [color, setColor] = useState(initial.color);
  const [size, setSize] = useState(initial.size);
  // The colour chosen, pictured: the first colour's picture under "White" misled shoppers.
  const picture = quickAddPicture(product, color);
  const shown = (options: string[]) => options.length > (onlyRealChoices ? 1 : 0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [dialogRef]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      // A click on the backdrop (the dialog element itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
      className={`m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 ${className}`}
    >
      <form
        className="p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onChoose({ color, size });
        }}
      >
        <div className="flex items-start gap-4">
          {picture ? (
            <Picture
              src={picture}
              alt=""
              data-testid={pictureTestId}
              data-colour={color}
              width={80}
              height={100}
              className="aspect-[4/5] w-20 shrink-0 rounded-xl bg-surface object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">{kicker}</p>
            <h2 id={titleId} className="mt-0.5 text-lg font-bold leading-snug">
              {product.name}
            </h2>
            {details}
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
        {shown(product.colors) ? <Options legend="Colour" name="color" options={product.colors} value={color} onChange={setColor} /> : null}
        {shown(product.sizes) ? <Options legend="Size" name="size" options={product.sizes} value={size} onChange={setSize} /> : null}
        <button
          type="submit"
          disabled={pending}
          className="mt-6 h-12 w-full rounded-full bg-brand-800 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {pending ? submitLabel.pending : submitLabel.idle}
        </button>
      </form>
    </dialog>
  );
}
