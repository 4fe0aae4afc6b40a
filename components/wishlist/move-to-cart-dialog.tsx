"use client";

import { useRef } from "react";
import { SizeColourChooser } from "@/components/product/size-colour-chooser";
import type { MoveChoices } from "@/components/shop-data/wishlist";

/**
 * Move to cart's chooser, for a saved product that comes in more than one size or colour: the
 * shared size and colour chooser, with Move to cart. `onMove` answers whether the cart took it:
 * a refusal keeps the dialog open, with the server's words shown in the page's toast.
 */
export function MoveToCartDialog({
  product,
  pending,
  onMove,
  onClose,
}: {
  product: MoveChoices;
  pending: boolean;
  onMove: (choice: { color: string; size: string }) => Promise<boolean>;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <SizeColourChooser
      dialogRef={dialogRef}
      product={product}
      kicker="Move to cart"
      testId="move-to-cart-dialog"
      onlyRealChoices
      submitLabel={{ idle: "Move to cart", pending: "Moving..." }}
      pending={pending}
      onChoose={(choice) => {
        void onMove(choice).then((moved) => {
          if (moved) dialogRef.current?.close();
        });
      }}
      onClose={onClose}
    />
  );
}
