import "server-only";
import { asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db";
import { orderLines, returnLines, returns, type Return } from "@/models";
import type { ReturnDocument } from "@/lib/api-answers/returns";

const time = (at: Date | null) => at?.toISOString() ?? null;

/** The answer's form of a return; a bank account shows its last 4 digits only. */
function toDocument(row: Return, lines: ReturnDocument["lines"]): ReturnDocument {
  const to = row.refundTo;
  return {
    _id: row.id,
    orderId: row.orderId,
    status: row.status,
    resolution: row.resolution,
    reason: row.reason,
    note: row.note,
    photos: row.photos,
    lines,
    refundTo: !to ? null : "upi" in to ? { upi: to.upi } : { account: `XXXX${to.account.slice(-4)}`, ifsc: to.ifsc },
    refusedReason: row.refusedReason,
    refund: row.refundPaise === null ? null : Math.floor(row.refundPaise / 100),
    date: row.createdAt.toISOString(),
    approved: time(row.approvedAt),
    refused: time(row.refusedAt),
    received: time(row.receivedAt),
    refunded: time(row.refundedAt),
    exchanged: time(row.exchangedAt),
    replacementOrderId: row.replacementOrderId,
  };
}

/** The returns matching `where`, newest first, with their lines. */
export async function returnDocuments(db: Database | Transaction, where: SQL | undefined, limit = 200): Promise<ReturnDocument[]> {
  const rows = await db.select().from(returns).where(where).orderBy(desc(returns.createdAt), desc(returns.id)).limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select({ returnId: returnLines.returnId, lineId: orderLines.id, name: orderLines.name, size: orderLines.size, color: orderLines.color, quantity: returnLines.quantity, exchangeSize: returnLines.exchangeSize, exchangeColor: returnLines.exchangeColor })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(inArray(returnLines.returnId, rows.map((row) => row.id)))
    .orderBy(asc(orderLines.name), asc(orderLines.size), asc(orderLines.id));
  return rows.map((row) =>
    toDocument(
      row,
      lines.filter((line) => line.returnId === row.id).map((line) => ({
          lineId: line.lineId,
          name: line.name,
          size: line.size,
          color: line.color,
          quantity: line.quantity,
          exchangeFor: line.exchangeSize === null ? null : { size: line.exchangeSize, color: line.exchangeColor! },
        })),
    ),
  );
}

/** One return by id (after a step), with its lines. */
export async function returnDocument(db: Database | Transaction, returnId: string): Promise<ReturnDocument> {
  const [document] = await returnDocuments(db, eq(returns.id, returnId), 1);
  if (!document) throw new Error(`return ${returnId} does not exist`);
  return document;
}
