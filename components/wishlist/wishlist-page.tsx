"use client";

import Link from "next/link";
import { useMutation } from "@tanstack/react-query";
import { notify } from "@/components/ui/toast";
import { CustomerOnly } from "@/components/auth/customer-only";
import { refusalText } from "@/components/shop-data/api";
import { shopQueryClient } from "@/components/shop-data/query-client";
import { removeFromWishlistMutation, useWishlist } from "@/components/shop-data/wishlist";
import { Picture } from "@/components/ui/picture";
import { formatRupees } from "@/lib/format";
import { discountedPrice } from "@/lib/pricing";
import { MoveToCart } from "./move-to-cart";

/** /wishlist: a banner and the table of saved products, each with Move to cart and Remove. */
export function WishlistPage() {
  return (
    <CustomerOnly title="Wishlist" next="/wishlist" loadingLabel="Loading wishlist...">
      {(customer) => <WishlistView customerId={customer.id} />}
    </CustomerOnly>
  );
}

function WishlistView({ customerId }: { customerId: string }) {
  const wishlist = useWishlist(customerId);
  // Remove shows at once; a refusal brings the row back, with the server's words as the toast.
  const removal = useMutation(removeFromWishlistMutation(customerId), shopQueryClient);
  const busy = removal.isPending ? removal.variables : null;

  function remove(entryId: string) {
    removal.mutateAsync(entryId).then(
      (message) => notify("success", message),
      (error: unknown) => notify("error", refusalText(error)),
    );
  }

  let body: React.ReactNode;
  if (wishlist.isPending) {
    body = (
      <p className="rounded-2xl bg-surface p-6 text-muted" aria-busy="true">
        Loading wishlist...
      </p>
    );
  } else if (wishlist.isError) {
    body = (
      <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
        {refusalText(wishlist.error)}
      </p>
    );
  } else if (wishlist.data.wishlists.length === 0) {
    body = (
      <div className="rounded-2xl bg-surface px-6 py-12 text-center" data-testid="wishlist-empty">
        <p className="text-lg font-semibold">Your wishlist is empty.</p>
        <p className="mt-1 text-muted">Tap the heart on any product to save it here.</p>
        <Link href="/collections" className="mt-6 inline-flex min-h-12 items-center rounded-full bg-brand-800 px-8 font-bold text-white hover:bg-brand-900">
          Shop Now
        </Link>
      </div>
    );
  } else {
    body = (
      <table className="w-full text-left" data-testid="wishlist-table">
        <caption className="sr-only">Products in your wishlist</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="py-3 font-semibold">Product</th>
            <th scope="col" className="py-3 text-right font-semibold">Unit Price</th>
            <th scope="col" className="py-3 text-right font-semibold"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {wishlist.data.wishlists.map((entry) => (
            <tr key={entry._id} data-testid="wishlist-row">
              <td className="py-3 pr-2">
                <Link href={`/product/details/${entry.slug}`} className="flex items-center gap-3 font-semibold text-ink hover:text-brand-800 hover:underline">
                  {entry.image ? (
                    <Picture src={entry.image} alt="" width={64} height={80} className="aspect-[4/5] w-14 shrink-0 rounded-lg bg-surface object-cover sm:w-16" />
                  ) : null}
                  <span className="line-clamp-2">{entry.name}</span>
                </Link>
              </td>
              <td className="py-3 text-right font-bold tabular-nums">{formatRupees(discountedPrice(entry.price, entry.discount))}</td>
              <td className="py-3 pl-2 text-right">
                <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end sm:gap-2">
                  <MoveToCart customerId={customerId} entry={entry} />
                  <button
                    type="button"
                    onClick={() => void remove(entry._id)}
                    disabled={busy === entry._id}
                    className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
                  >
                    Remove<span className="sr-only"> {entry.name}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <div>
      <div className="bg-brand-900 px-4 py-10 text-center text-white sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Wishlist</h1>
        <p className="mt-2 text-brand-100">The products you saved for later.</p>
      </div>
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">{body}</div>
    </div>
  );
}
