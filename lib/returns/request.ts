import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { SessionCustomer } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { getDb, withTransaction, type Database, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { ownOrder } from "@/lib/orders/ownership";
import { withStoredImages, type CheckedImage } from "@/lib/uploads";
import { orderLines, products, returnLines, returns } from "@/models";
import type { OrderReturnsAnswer, ReturnDocument } from "@/lib/api-answers/returns";
import { revalidateStockShown } from "@/lib/orders/stock-pages";
import type { StockMove } from "@/lib/orders/stock";
import { returnDocument, returnDocuments } from "./documents";
import { replacedBy, reserveExchange } from "./exchange";
import { PHOTO_REASONS, type ReturnRequestInput } from "./input";
import { mailReturnNews } from "./mail";
import { refuseCustomPrintedReturn } from "./custom-printed";
import { returnMessages } from "./messages";
import { returnableUntil } from "./window";

/** Pieces of each line of the order already in a return that is not refused. */
async function piecesInReturns(db: Database | Transaction, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ lineId: returnLines.orderLineId, pieces: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, "refused")))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((row) => [row.lineId, Number(row.pieces)]));
}

/**
 * A customer asks to return lines of their own delivered order (404 for anyone else's), within
 * the return window. The order row is locked first, so two requests for one line are decided
 * one after another: the pieces asked for, with those of its returns not refused, never exceed
 * what was bought (400 naming what is left). A damaged or wrong item needs a photo; a
 * cash-on-delivery order needs a UPI ID or bank account to send the money to, an online one
 * is refunded to the way it was paid. An exchange takes its replacement pieces from stock now
 * (./exchange.ts) and needs no refund destination. The replacement of an exchange is not
 * returned again through this form (409). Photos are stored first and removed when it is refused.
 * A custom-printed item goes back (for money or in exchange) only when damaged or wrong
 * (./custom-printed.ts).
 */
export async function requestReturn(customer: Pick<SessionCustomer, "id">, orderIdText: string, input: ReturnRequestInput, photos: CheckedImage[]): Promise<ReturnDocument> {
  if (PHOTO_REASONS.includes(input.reason) && photos.length === 0) throw new HttpError(400, returnMessages.photosRequired);
  const lineIds = input.lines.map((line) => line.lineId.toLowerCase());
  if (new Set(lineIds).size !== lineIds.length) throw new HttpError(400, returnMessages.repeatedLine);
  const at = now();
  let reserved: StockMove[] = [];
  const returnId = await withStoredImages("returns", photos, (urls) =>
    withTransaction(async (tx) => {
      const order = await ownOrder(tx, customer.id, orderIdText, { forUpdate: true });
      const until = await returnableUntil(tx, order);
      if (!until) throw new HttpError(409, returnMessages.notDelivered);
      if (at.getTime() > until.getTime()) throw new HttpError(409, returnMessages.windowClosed(getConfig().returnWindowDays));
      if (await replacedBy(tx, order.id)) throw new HttpError(409, returnMessages.replacementNotReturnable);
      const payout = input.resolution === "refund" && order.paymentMethod === "cod";
      if (payout && !input.refundTo) throw new HttpError(400, returnMessages.destinationRequired);
      if (!payout && input.refundTo) throw new HttpError(400, returnMessages.destinationNotNeeded);

      const lines = await tx.select().from(orderLines).where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, lineIds)));
      if (lines.length !== lineIds.length) throw new HttpError(400, returnMessages.unknownLine);
      await refuseCustomPrintedReturn(tx, lines, input.reason);
      const shops = new Set(lines.map((line) => line.sellerId));
      const sellerId = lines[0]!.sellerId;
      if (shops.size !== 1 || !sellerId) throw new HttpError(400, returnMessages.oneShop);
      const taken = await piecesInReturns(tx, order.id);
      for (const wanted of input.lines) {
        const line = lines.find((candidate) => candidate.id === wanted.lineId.toLowerCase())!;
        const left = line.quantity - (taken.get(line.id) ?? 0);
        if (wanted.quantity > left) throw new HttpError(400, returnMessages.tooMany(line.name, Math.max(left, 0)));
      }
      if (input.resolution === "exchange") reserved = await reserveExchange(tx, lines, input.lines);
      const [written] = await tx
        .insert(returns)
        .values({
          orderId: order.id,
          customerId: customer.id,
          sellerId,
          reason: input.reason,
          resolution: input.resolution,
          note: input.note ?? null,
          photos: urls,
          refundTo: input.refundTo ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: returns.id });
      await tx.insert(returnLines).values(
        input.lines.map((line) => ({
          returnId: written!.id,
          orderLineId: line.lineId.toLowerCase(),
          quantity: line.quantity,
          exchangeSize: line.exchangeFor?.size ?? null,
          exchangeColor: line.exchangeFor?.color ?? null,
        })),
      );
      return written!.id;
    }),
  );
  revalidateStockShown(reserved);
  mailReturnNews(returnId, "requested");
  return returnDocument(await getDb(), returnId);
}

/** The customer's returns of their own order (404 for anyone else's), and what can still go back until when. */
export async function orderReturns(customer: Pick<SessionCustomer, "id">, orderIdText: string): Promise<OrderReturnsAnswer> {
  const db = await getDb();
  const order = await ownOrder(db, customer.id, orderIdText);
  const replacement = await replacedBy(db, order.id);
  const until = replacement ? null : await returnableUntil(db, order);
  const open = until !== null && now().getTime() <= until.getTime();
  const lines = await db
    .select({ id: orderLines.id, quantity: orderLines.quantity, sizes: products.sizes, colors: products.colors, stock: products.stock })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id));
  const taken = await piecesInReturns(db, order.id);
  return {
    returns: await returnDocuments(db, eq(returns.orderId, order.id)),
    returnableUntil: until?.toISOString() ?? null,
    returnable: lines.map((line) => ({ lineId: line.id, quantity: open ? Math.max(line.quantity - (taken.get(line.id) ?? 0), 0) : 0 })),
    // What each line can be exchanged for: its product's sizes and colours as sold now, while it has stock.
    exchangeable: lines.map((line) => ({ lineId: line.id, sizes: line.stock ? line.sizes! : [], colors: line.stock ? line.colors! : [] })),
  };
}
