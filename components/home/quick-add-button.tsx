"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { BagIcon } from "@/components/ui/icons";
import type { QuickAddProduct } from "./quick-add-choice";

// The dialog (and the sign-in gate, the cart call) is fetched on the first open, or a moment
// earlier when the pointer or focus reaches the button: none of it weighs on the home page.
const loadDialog = () => import("./quick-add-dialog");
// React.lazy, not next/dynamic: the dialog only ever renders in the browser, after a click.
const QuickAddDialog = lazy(() => loadDialog().then((module) => ({ default: module.QuickAddDialog })));

/** How long the outcome of an add stays on screen. */
const STATUS_MS = 4000;

/**
 * The small bag button on a New Arrivals card. It sits over the card's image, above
 * the card's stretched link, so it never nests inside it. After the dialog closes, the
 * outcome of the cart call is announced in a polite live region.
 */
export function QuickAddButton({ product }: { product: QuickAddProduct }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="quick-add-button"
        aria-haspopup="dialog"
        aria-label={`Quick add ${product.name}`}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className="quick-add"
      >
        <BagIcon size={20} />
        <span aria-hidden="true" className="quick-add-plus">
          +
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <QuickAddDialog
            product={product}
            onClose={(outcome) => {
              setOpen(false);
              if (outcome) setStatus(outcome);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
      <p
        role="status"
        className={
          status
            ? `pointer-events-auto absolute inset-x-2 top-2 rounded-xl px-3 py-2 text-xs font-semibold shadow-md ${
                status.ok ? "bg-deal text-white" : "bg-ink text-white"
              }`
            : "sr-only"
        }
      >
        {status?.message}
      </p>
    </>
  );
}
