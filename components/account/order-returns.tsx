"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { notify } from "@/components/ui/toast";
import { requestReturnMutation, useOrderReturns, type ReturnToSend } from "@/components/shop-data/returns";
import { shopQueryClient } from "@/components/shop-data/query-client";
import type { OrderDetailDocument, OrderReturnsAnswer } from "@/components/shop-data/types";
import { formatOrderTime } from "./order-display";
import { ReturnEntry } from "./return-entry";

const REASONS: { value: string; label: string }[] = [
  { value: "size_does_not_fit", label: "Size does not fit" },
  { value: "damaged", label: "Arrived damaged" },
  { value: "wrong_item", label: "Wrong item sent" },
  { value: "not_as_described", label: "Not as described" },
  { value: "changed_mind", label: "Changed my mind" },
];
const PHOTO_REASONS = ["damaged", "wrong_item"];
const field = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-ink";
const button = "inline-flex min-h-12 items-center justify-center rounded-full px-6 font-semibold";

/** A delivered order's returns on its page, and the form asking to return some of its pieces. */
export function OrderReturns({ order, customerId, className }: { order: OrderDetailDocument; customerId: string; className: string }) {
  const delivered = order.delivery_status === "delivered";
  const returns = useOrderReturns(customerId, order._id, delivered);
  const [open, setOpen] = useState(false);
  const formId = useId();
  if (!delivered || !returns.data) return null;
  const { returnableUntil, returnable, exchangeable } = returns.data;
  const canReturn = returnable.some((line) => line.quantity > 0);

  return (
    <section aria-labelledby="order-returns" className={className} data-testid="order-returns">
      <h2 id="order-returns" className="text-xl font-bold text-ink">
        Returns
      </h2>
      {returns.data.returns.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {returns.data.returns.map((entry) => (
            <ReturnEntry key={entry._id} entry={entry} />
          ))}
        </ul>
      ) : null}
      {canReturn && returnableUntil ? (
        <>
          <p className="mt-3 text-ink">You can return items of this order until {formatOrderTime(returnableUntil)}.</p>
          {!open ? (
            <button type="button" aria-controls={formId} aria-expanded={open} onClick={() => setOpen(true)} className={`${button} mt-3 border border-brand-200 text-brand-800 hover:bg-brand-50`}>
              Return items
            </button>
          ) : (
            <ReturnForm id={formId} order={order} customerId={customerId} returnable={returnable} exchangeable={exchangeable} onDone={() => setOpen(false)} />
          )}
        </>
      ) : returns.data.returns.length === 0 ? (
        <p className="mt-3 text-muted">The time to return items of this order has ended.</p>
      ) : null}
    </section>
  );
}

function ReturnForm({
  id,
  order,
  customerId,
  returnable,
  exchangeable,
  onDone,
}: {
  id: string;
  order: OrderDetailDocument;
  customerId: string;
  returnable: OrderReturnsAnswer["returnable"];
  exchangeable: OrderReturnsAnswer["exchangeable"];
  onDone: () => void;
}) {
  const send = useMutation(requestReturnMutation(customerId, order._id), shopQueryClient);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState("size_does_not_fit");
  const [resolution, setResolution] = useState<"refund" | "exchange">("refund");
  const [wantedIn, setWantedIn] = useState<Record<string, { size: string; color: string }>>({});
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [payout, setPayout] = useState<"upi" | "bank">("upi");
  const [upi, setUpi] = useState("");
  const [account, setAccount] = useState("");
  const [ifsc, setIfsc] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const exchange = resolution === "exchange";
  const paidOut = !exchange && order.payment_method === "cod";
  const needsPhoto = PHOTO_REASONS.includes(reason);

  /** The size and colour a line was bought in: where the exchange choice starts. */
  function bought(lineId: string): { size: string; color: string } {
    const line = order.products.find((entry) => entry._id === lineId);
    return { size: line?.size ?? "", color: line?.color ?? "" };
  }
  function sameAsBought(lineId: string, wanted: { size: string; color: string } | undefined): boolean {
    const was = bought(lineId);
    return !wanted || (wanted.size === was.size && wanted.color === was.color);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([lineId, quantity]) => (exchange ? { lineId, quantity, exchangeFor: wantedIn[lineId] ?? bought(lineId) } : { lineId, quantity }));
    if (lines.length === 0) return setProblem("Choose at least one item to return.");
    const unchanged = exchange ? lines.find((line) => sameAsBought(line.lineId, line.exchangeFor)) : undefined;
    if (unchanged) return setProblem(`Choose another size or colour of ${order.products.find((line) => line._id === unchanged.lineId)?.name ?? "the item"} to exchange it for.`);
    if (needsPhoto && photos.length === 0) return setProblem("Add a photo of the item.");
    if (photos.length > 3) return setProblem("Add at most 3 photos.");
    const request: ReturnToSend = { lines, reason, resolution, note: note.trim() || undefined };
    if (paidOut) request.refundTo = payout === "upi" ? { upi: upi.trim() } : { account: account.trim(), ifsc: ifsc.trim() };
    setProblem(null);
    try {
      notify("success", await send.mutateAsync({ request, photos }));
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Your return request could not be sent.");
    }
  }

  return (
    <form id={id} onSubmit={submit} className="mt-4 space-y-5" aria-label="Return items" noValidate>
      <fieldset>
        <legend className="font-semibold text-ink">Items to return</legend>
        {order.products.map((line) => {
          const left = returnable.find((entry) => entry.lineId === line._id)?.quantity ?? 0;
          if (left === 0) return null;
          return (
            <div key={line._id} className="mt-2">
              <label className="flex items-center justify-between gap-3">
                <span className="min-w-0 text-ink">
                  {line.name} <span className="text-muted">({line.size}, {line.color})</span>
                </span>
                <select
                  className="min-h-11 rounded-xl border border-line bg-white px-3"
                  value={quantities[line._id] ?? 0}
                  onChange={(event) => setQuantities({ ...quantities, [line._id]: Number(event.target.value) })}
                  aria-label={`How many of ${line.name} to return`}
                >
                  {Array.from({ length: left + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              {exchange && (quantities[line._id] ?? 0) > 0 ? (
                <ExchangeChoice
                  name={line.name}
                  options={exchangeable.find((entry) => entry.lineId === line._id)}
                  value={wantedIn[line._id] ?? bought(line._id)}
                  onChange={(wanted) => setWantedIn({ ...wantedIn, [line._id]: wanted })}
                />
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-ink">What would you like?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="resolution" checked={!exchange} onChange={() => setResolution("refund")} /> My money back
          </label>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="resolution" checked={exchange} onChange={() => setResolution("exchange")} /> Another size or colour
          </label>
        </div>
      </fieldset>
      <label className="block font-semibold text-ink">
        Reason
        <select className={field} value={reason} onChange={(event) => setReason(event.target.value)}>
          {REASONS.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block font-semibold text-ink">
        Photos {needsPhoto ? "(required, up to 3)" : "(optional, up to 3)"}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          className="mt-1 block w-full text-sm"
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
        />
        <span className="block text-sm font-normal text-muted">JPEG, PNG, WebP or AVIF, up to 5 MB each.</span>
      </label>
      <label className="block font-semibold text-ink">
        Anything to add (optional)
        <textarea className={`${field} min-h-20 py-2`} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {paidOut ? (
        <fieldset>
          <legend className="font-semibold text-ink">Where should we send your refund?</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="payout" checked={payout === "upi"} onChange={() => setPayout("upi")} /> UPI ID
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="payout" checked={payout === "bank"} onChange={() => setPayout("bank")} /> Bank account
            </label>
          </div>
          {payout === "upi" ? (
            <label className="mt-2 block text-ink">
              UPI ID
              <input className={field} value={upi} onChange={(event) => setUpi(event.target.value)} placeholder="name@bank" autoComplete="off" />
            </label>
          ) : (
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <label className="block text-ink">
                Account number
                <input className={field} inputMode="numeric" value={account} onChange={(event) => setAccount(event.target.value)} autoComplete="off" />
              </label>
              <label className="block text-ink">
                IFSC
                <input className={field} value={ifsc} onChange={(event) => setIfsc(event.target.value)} placeholder="SBIN0001234" autoComplete="off" />
              </label>
            </div>
          )}
        </fieldset>
      ) : exchange ? (
        <p className="text-muted">Your new size or colour is kept for you now, and ships once the courier has picked up the items.</p>
      ) : (
        <p className="text-muted">The refund goes back to the way you paid.</p>
      )}
      {problem ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={send.isPending} className={`${button} bg-brand-800 text-white hover:bg-brand-900 disabled:opacity-60`}>
          {send.isPending ? "Sending…" : "Send return request"}
        </button>
        <button type="button" onClick={onDone} className={`${button} border border-line text-ink hover:bg-surface`}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The size and colour one exchanged line is wanted in, from what its product is made in now. */
function ExchangeChoice({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: { sizes: string[]; colors: string[] } | undefined;
  value: { size: string; color: string };
  onChange: (value: { size: string; color: string }) => void;
}) {
  if (!options || options.sizes.length === 0) {
    return <p className="mt-1 text-sm text-red-800">{name} is sold out, so it can only be returned for your money.</p>;
  }
  return (
    <div className="mt-2 grid grid-cols-2 gap-3 rounded-xl bg-surface p-3">
      <label className="block text-sm text-ink">
        New size
        <select className={field} value={value.size} onChange={(event) => onChange({ ...value, size: event.target.value })}>
          {options.sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm text-ink">
        New colour
        <select className={field} value={value.color} onChange={(event) => onChange({ ...value, color: event.target.value })}>
          {options.colors.map((color) => (
            <option key={color} value={color}>
              {color}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
