import type { StaffMember } from "@/lib/auth/staff";
import { FULFILMENT_MOVES, type DeliveryStatus } from "./status";

/**
 * The two questions a staff move asks before it writes (docs/ARCHITECTURE.md "Fulfilment"),
 * answered without the database so the list can tell a seller what each order offers.
 *
 * 1. Whose order is it? An order moves as a whole: one status and one timeline for the shopper.
 *    A seller sees every order holding a line of their shop, but moves only those whose every
 *    line is theirs; an order with other shops' lines is moved by an admin. An order with no
 *    line of theirs does not exist for them (404). An admin moves every order.
 * 2. Is the move allowed from where the order is? (FULFILMENT_MOVES in ./status.ts.)
 */

/** How the answers and mails name a status. */
export const STATUS_WORDS: Record<DeliveryStatus, string> = {
  pending: "pending",
  placed: "placed",
  warehouse: "packed (warehouse)",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
};

export const fulfilmentMessages = {
  moved: (to: DeliveryStatus) => `The order is now ${STATUS_WORDS[to]}.`,
  otherShops: "This order holds products of other shops too, so only an admin can move it.",
  noShop: "Your seller account has no shop, so it has no orders to move.",
  moveRaced: "This order was changed by someone else just now. Reload it and try again.",
} as const;

/** What a staff member may do with an order, given the shops of its lines. */
export type Reach = "none" | "see" | "move";

/** An order a seller has no line in is not theirs at all; one shared with other shops they may only see. */
export function reachOf(staff: Pick<StaffMember, "role" | "shop">, lineShops: readonly (string | null)[]): Reach {
  if (staff.role === "admin") return "move";
  const shopId = staff.shop?.id;
  if (!shopId || !lineShops.includes(shopId)) return "none";
  return lineShops.every((seller) => seller === shopId) ? "move" : "see";
}

/**
 * Why an order in `from` cannot go to `to`, or null when it can. Each refusal names where the
 * order is and what it may do instead, so a seller's script can say something useful.
 */
export function moveRefusal(from: DeliveryStatus, to: DeliveryStatus): string | null {
  const allowed = FULFILMENT_MOVES[from];
  if (allowed.includes(to)) return null;
  if (from === to) return `This order is already ${STATUS_WORDS[from]}.`;
  if (from === "pending") return "This order is waiting for payment, so it cannot be moved until it is placed.";
  if (from === "cancelled") return "This order is cancelled, so it cannot be moved any more.";
  if (from === "delivered") return "This order is delivered, so it cannot be moved any more.";
  if (to === "cancelled") return "This order has shipped, so it can no longer be cancelled.";
  const next = allowed.map((status) => STATUS_WORDS[status]).join(" or ");
  return `An order that is ${STATUS_WORDS[from]} cannot be moved to ${STATUS_WORDS[to]}; it can go to ${next}.`;
}

/** The statuses this staff member may move the order to now (none when they may not move it). */
export function nextStatuses(reach: Reach, from: DeliveryStatus): readonly DeliveryStatus[] {
  return reach === "move" ? FULFILMENT_MOVES[from] : [];
}
