"use client";

import Link from "next/link";
import { Picture } from "@/components/ui/picture";
import { linePicture, type CartLine } from "@/components/shop-data/types";
import { firstWords, formatRupees } from "@/lib/format";
import { discountedPrice, lineTotal } from "@/lib/pricing";
import { PerOrderLimit } from "./per-order-limit";
import { QuantityStepper } from "./quantity-stepper";

/** Cart descriptions are cut to 6 words. */
const DESCRIPTION_WORDS = 6;

/**
 * One line of the cart: the chosen colour's picture, name (to the product), size and colour,
 * the first words of the description, unit price as shown everywhere (lib/pricing.ts), the
 * quantity stepper and Delete. A sold-out line (`soldOut`) keeps only Delete: it is shown,
 * never charged.
 */
export function CartLineRow({
  line,
  soldOut = false,
  busy,
  limit,
  onStep,
  onDelete,
}: {
  line: CartLine;
  soldOut?: boolean;
  busy: boolean;
  /** The most of the product one order holds, and what the cart holds of it (all its lines). */
  limit?: { max: number; held: number };
  onStep: (direction: "inc" | "dec") => void;
  onDelete: () => void;
}) {
  const product = line.productInfo;
  const unit = discountedPrice(product.price, product.discount);
  const picture = linePicture(product, line.color);
  return (
    <li className="flex gap-3 py-4 sm:gap-4" data-testid={soldOut ? "cart-line-sold-out" : "cart-line"}>
      <Link href={`/product/details/${product.slug}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {picture ? (
          <Picture src={picture} alt="" width={96} height={120} className={`aspect-[4/5] w-20 rounded-xl bg-surface object-cover sm:w-24 ${soldOut ? "opacity-60" : ""}`} />
        ) : (
          <span className="block aspect-[4/5] w-20 rounded-xl bg-surface sm:w-24" />
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link href={`/product/details/${product.slug}`} className="break-words font-bold leading-snug text-ink hover:text-brand-800 hover:underline">
              {product.name}
            </Link>
            <p className="mt-0.5 text-sm text-muted">
              Size {line.size} · {line.color}
            </p>
            <p className="mt-0.5 line-clamp-1 text-sm text-muted">{firstWords(product.description, DESCRIPTION_WORDS)}</p>
          </div>
          <p className="shrink-0 text-right">
            <span className="block font-bold">{formatRupees(soldOut ? unit : lineTotal(product.price, product.discount, line.quantity))}</span>
            {!soldOut && line.quantity > 1 ? <span className="block text-xs text-muted">{formatRupees(unit)} each</span> : null}
          </p>
        </div>
        {soldOut ? <p className="mt-1 text-sm font-semibold text-red-700">Out of stock</p> : null}
        {line.limitedByStock ? (
          <p className="mt-1 text-sm font-semibold text-saffron-800">Only {product.stock} left: your quantity was lowered to match.</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          {soldOut ? (
            <span />
          ) : (
            <div>
              <QuantityStepper name={product.name} quantity={line.quantity} busy={busy} onStep={onStep} />
              {limit ? <PerOrderLimit name={product.name} held={limit.held} max={limit.max} /> : null}
            </div>
          )}
          <button
            type="button"
            onClick={onDelete}
            disabled={busy}
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-red-700 underline-offset-4 hover:bg-red-50 hover:underline disabled:opacity-50"
          >
            Delete<span className="sr-only"> {product.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
