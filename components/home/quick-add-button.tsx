"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { BagIcon } from "@/components/ui/icons";
import { readQuickAddProduct, type QuickAddRead } from "./quick-add-product";

// The dialog (and the sign-in gate, the cart call) is fetched on the first open, or a moment
// earlier when the pointer or focus reaches the button: none of it weighs on the home page.
// So are the product's colours, sizes and price (GET /api/home/quick-add/{slug}): the page
// carries only each card's name and slug.
// The read starts beside the chunk, not after it: in the dialog's chunk it made the dialog
// ~500 ms later to open at 4x CPU and 150 ms of latency, for ~40 bytes less first load.
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
export function QuickAddButton({ product }: { product: { slug: string; name: string } }) {
  // The product's read while the dialog is open (one promise per opening, so it can suspend on it).
  const [read, setRead] = useState<Promise<QuickAddRead> | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const reachFor = () => {
    void loadDialog();
    void readQuickAddProduct(product.slug);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="quick-add-button"
        aria-haspopup="dialog"
        aria-label={`Quick add ${product.name}`}
        onPointerEnter={reachFor}
        onFocus={reachFor}
        onClick={() => {
          void loadDialog();
          setRead(readQuickAddProduct(product.slug));
        }}
        className="quick-add"
      >
        <BagIcon size={20} />
        <span aria-hidden="true" className="quick-add-plus">
          +
        </span>
      </button>
      {read ? (
        <Suspense
          fallback={
            <p aria-hidden="true" className="quick-add-note bg-white text-ink">
              Loading sizes...
            </p>
          }
        >
          <QuickAddDialog
            read={read}
            onClose={(outcome) => {
              setRead(null);
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
            ? `quick-add-note text-white ${status.ok ? "bg-deal" : "bg-ink"}`
            : "sr-only"
        }
      >
        {status?.message}
      </p>
    </>
  );
}
