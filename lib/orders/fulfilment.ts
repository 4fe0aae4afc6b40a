import { and, eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/auth/staff";
import { now } from "@/lib/clock";
import { withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { recordId } from "@/lib/staff/ownership";
import { sendOrderRefunds } from "@/lib/refunds/send";
import { orderLines, orders } from "@/models";
import { cancelInTransaction } from "./cancel";
import { fulfilmentMessages, moveRefusal, reachOf } from "./fulfilment-rules";
import type { OrderMoveInput } from "./fulfilment-input";
import { orderMessages } from "./messages";
import { staffOrderDocument, type StaffOrderDocument } from "./staff-orders";
import { recordStatus } from "./status";
import { mailOrderStatus } from "./status-mail";
import type { StockMove } from "./stock";
import { revalidateStockShown } from "./stock-pages";

/**
 * A seller or admin moves an order one step along its road (docs/ARCHITECTURE.md
 * "Fulfilment"): placed -> warehouse -> shipped -> delivered, or cancelled before it ships.
 *
 * One transaction: the order row is locked (`FOR UPDATE`, as the customer's cancel, payment
 * and the expiry job lock it), who may move it and whether the move is allowed are decided on
 * what the lock read, and the move itself is a conditional update (`WHERE status = from`), so
 * of two moves racing exactly one wins and the other is a 409 that changed nothing. The move
 * is written into the order's timeline with its time. A cancellation goes through the same
 * code as the shopper's (stock and coupon use come back, a paid online payment is marked
 * refund-due). Once committed, product pages whose stock line changed are revalidated and the
 * customer is mailed after the response.
 */
export async function moveOrder(staff: StaffMember, orderIdText: string, input: OrderMoveInput): Promise<StaffOrderDocument> {
  const orderId = recordId(orderIdText, orderMessages.notFound);
  const to = input.status;
  const at = now();
  const { document, stock } = await withTransaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.deliveryStatus, paymentStatus: orders.paymentStatus, paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) throw new HttpError(404, orderMessages.notFound);
    const shops = await tx.selectDistinct({ sellerId: orderLines.sellerId }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const reach = reachOf(staff, shops.map((line) => line.sellerId));
    if (reach === "none") throw new HttpError(404, orderMessages.notFound);
    if (reach === "see") throw new HttpError(409, fulfilmentMessages.otherShops);

    const from = order.status;
    const refusal = moveRefusal(from, to);
    if (refusal) throw new HttpError(409, refusal);

    let stock: StockMove[] = [];
    if (to === "cancelled") {
      const returned = await cancelInTransaction(tx, orderId, at, "staff", [from]);
      if (!returned) throw new HttpError(409, fulfilmentMessages.moveRaced);
      stock = returned;
    } else {
      // Cash on delivery is paid when the parcel is handed over.
      const cashCollected = to === "delivered" && order.paymentMethod === "cod" && order.paymentStatus === "unpaid";
      const [moved] = await tx
        .update(orders)
        .set({
          deliveryStatus: to,
          updatedAt: at,
          ...(to === "shipped" ? { courier: input.courier ?? null, trackingNumber: input.trackingNumber ?? null } : {}),
          ...(cashCollected ? { paymentStatus: "paid" as const } : {}),
        })
        .where(and(eq(orders.id, orderId), eq(orders.deliveryStatus, from)))
        .returning({ id: orders.id });
      if (!moved) throw new HttpError(409, fulfilmentMessages.moveRaced);
      await recordStatus(tx, orderId, to, at);
    }
    return { document: await staffOrderDocument(tx, staff, orderId), stock };
  });
  revalidateStockShown(stock);
  mailOrderStatus(orderId, to);
  if (to === "cancelled") await sendOrderRefunds(orderId);
  return document;
}
