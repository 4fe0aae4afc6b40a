import Link from "next/link";
import type { ReturnDocument } from "@/components/shop-data/types";
import { orderNumber, orderPagePath } from "./order-display";

const STATUS_WORDS: Record<ReturnDocument["status"], string> = {
  requested: "Requested: waiting for the seller",
  approved: "Approved: pickup booked",
  refused: "Not accepted",
  received: "Received: refund on its way",
  refunded: "Refunded",
  exchanged: "Exchanged: replacement on its way",
};

/** One return of the order: where it stands, its pieces (and what they are exchanged for) and its money; its steps are on the order's timeline. */
export function ReturnEntry({ entry }: { entry: ReturnDocument }) {
  return (
    <li className="rounded-xl bg-surface p-4" data-testid="return-entry" data-status={entry.status}>
      <p className="font-semibold text-ink">{STATUS_WORDS[entry.status]}</p>
      <ul className="mt-1 text-sm text-ink">
        {entry.lines.map((line) => (
          <li key={line.lineId}>
            {line.quantity} × {line.name} ({line.size}, {line.color})
            {line.exchangeFor ? (
              <>
                {" "}
                <span aria-hidden="true">→</span>
                <span className="sr-only">exchanged for</span> {line.exchangeFor.size}, {line.exchangeFor.color}
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {entry.refusedReason ? <p className="mt-1 text-sm text-ink">Seller&apos;s reason: {entry.refusedReason}</p> : null}
      {entry.refund !== null ? <p className="mt-1 text-sm text-ink">Refund: ₹{entry.refund}</p> : null}
      {entry.replacementOrderId ? (
        <p className="mt-1 text-sm text-ink">
          Replacement order:{" "}
          <Link href={orderPagePath(entry.replacementOrderId)} prefetch={false} className="font-mono font-semibold text-brand-800 underline underline-offset-2" data-testid="replacement-link">
            {orderNumber(entry.replacementOrderId)}
          </Link>
        </p>
      ) : null}
    </li>
  );
}
