import type { ReturnDocument } from "@/components/shop-data/types";

/** A step a return took, as the order's timeline shows it after the delivery. */
export type ReturnStep = { key: string; label: string; date: string };

function pieces(entry: ReturnDocument): string {
  return entry.lines
    .map((line) => `${line.quantity} × ${line.name}${line.exchangeFor ? ` (${line.size}, ${line.color} for ${line.exchangeFor.size}, ${line.exchangeFor.color})` : ""}`)
    .join("; ");
}

/**
 * Every step of the order's returns, oldest first: asked for (with its pieces), approved or not
 * accepted, received, refunded (with the amount) or the replacement placed. A return is not a
 * delivery status (an order can hold several at different steps, decision 0029), so its steps
 * come from its own times and join the order's timeline on the page.
 */
export function returnSteps(returns: readonly ReturnDocument[]): ReturnStep[] {
  const steps: ReturnStep[] = [];
  for (const entry of returns) {
    const kind = entry.resolution === "exchange" ? "Exchange" : "Return";
    const add = (step: string, label: string, date: string | null) => {
      if (date) steps.push({ key: `${entry._id}-${step}`, label, date });
    };
    add("asked", `${kind} asked for: ${pieces(entry)}`, entry.date);
    add("approved", `${kind} approved, pickup booked`, entry.approved);
    add("refused", `${kind} not accepted`, entry.refused);
    add("received", `${kind} received by the seller`, entry.received);
    add("refunded", entry.refund !== null ? `Refunded ₹${entry.refund}` : "Refunded", entry.refunded);
    add("exchanged", "Replacement placed as a new order", entry.exchanged);
  }
  return steps.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}
