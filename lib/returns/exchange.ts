import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { colourPicture } from "@/lib/catalog/colour-pictures";
import type { Transaction } from "@/lib/db";
import { promiseFor } from "@/lib/delivery/promise";
import { HttpError } from "@/lib/http";
import { recordStatus } from "@/lib/orders/status";
import { giveStockBack, takeStock, type StockMove } from "@/lib/orders/stock";
import { orderLines, orders, products, returnLines, returns, type Order, type OrderLine } from "@/models";
import type { ReturnRequestInput } from "./input";
import { returnMessages } from "./messages";

type WantedLine = ReturnRequestInput["lines"][number];

/**
 * Checks each exchanged line against its product as it is sold now (the size and colour must be
 * offered, and differ from what was bought) and takes the replacement pieces from stock, in the
 * request's transaction: a conditional update per product, so two exchanges racing for the last
 * piece cannot both have it (409 naming the product). A product no longer sold cannot be
 * exchanged (409: ask for a refund instead).
 */
export async function reserveExchange(tx: Transaction, bought: readonly OrderLine[], wanted: readonly WantedLine[]): Promise<StockMove[]> {
  const productIds = [...new Set(bought.map((line) => line.productId).filter((id): id is string => id !== null))];
  const sold =
    productIds.length === 0
      ? []
      : await tx.select({ id: products.id, sizes: products.sizes, colors: products.colors }).from(products).where(inArray(products.id, productIds));
  const claims = wanted.map((entry) => {
    const line = bought.find((candidate) => candidate.id === entry.lineId.toLowerCase())!;
    const product = sold.find((candidate) => candidate.id === line.productId);
    if (!product) throw new HttpError(409, returnMessages.notSoldAnyMore(line.name));
    const { size, color } = entry.exchangeFor!;
    if (!product.sizes.includes(size)) throw new HttpError(400, returnMessages.sizeNotOffered(line.name, size));
    if (!product.colors.includes(color)) throw new HttpError(400, returnMessages.colourNotOffered(line.name, color));
    if (size === line.size && color === line.color) throw new HttpError(400, returnMessages.sameVariant(line.name));
    return { productId: product.id, name: line.name, quantity: entry.quantity };
  });
  return takeStock(tx, claims);
}

/** The replacement pieces of an exchange, as its return lines name them, with the lines they replace. */
async function exchangedLines(tx: Transaction, returnId: string) {
  return tx
    .select({ line: orderLines, quantity: returnLines.quantity, size: returnLines.exchangeSize, color: returnLines.exchangeColor })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(and(eq(returnLines.returnId, returnId), isNotNull(returnLines.exchangeSize)))
    .orderBy(orderLines.name, orderLines.id);
}

/** A refused exchange gives its reserved pieces back to stock (a product deleted since has none to take them). */
export async function releaseExchange(tx: Transaction, returnId: string): Promise<StockMove[]> {
  const lines = await exchangedLines(tx, returnId);
  return giveStockBack(
    tx,
    lines.filter((entry) => entry.line.productId !== null).map((entry) => ({ productId: entry.line.productId!, name: entry.line.name, quantity: entry.quantity })),
  );
}

/**
 * The returned parcel of an exchange came back: its replacement is written as an order of the
 * same customer to the same address, placed (ready for the seller to pack) and paid, with no
 * payment method (nothing is due: the pieces were paid for in the first order, and the stock was taken when the exchange
 * was asked for). Its lines copy the lines they replace (price, discount, shop) in the size and
 * colour wanted, so the seller's lists and the invoice of the first order still read right; it
 * carries no invoice of its own, as the supply and its value are the first order's (decision
 * 0030). Its promise is worked out again from the address's PIN code.
 */
export async function writeReplacementOrder(tx: Transaction, returnId: string, first: Order, at: Date): Promise<string> {
  const lines = await exchangedLines(tx, returnId);
  const productIds = [...new Set(lines.map((entry) => entry.line.productId).filter((id): id is string => id !== null))];
  const pictured =
    productIds.length === 0
      ? []
      : await tx.select({ id: products.id, images: products.images, colorImages: products.colorImages }).from(products).where(inArray(products.id, productIds));
  const promise = await promiseFor(first.shippingInfo.post, at, tx);
  const [replacement] = await tx
    .insert(orders)
    .values({
      customerId: first.customerId,
      price: 0,
      shippingFee: 0,
      items: lines.reduce((sum, entry) => sum + entry.quantity, 0),
      // Nothing to pay and no way of paying chosen: no cash to collect, not one of the customer's open COD orders.
      paymentStatus: "paid",
      deliveryStatus: "placed",
      paymentMethod: null,
      shippingInfo: first.shippingInfo,
      promisedBy: promise?.deliverBy ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id });
  await tx.insert(orderLines).values(
    lines.map(({ line, quantity, size, color }) => {
      const product = pictured.find((candidate) => candidate.id === line.productId);
      return {
        orderId: replacement!.id,
        productId: line.productId,
        sellerId: line.sellerId,
        name: line.name,
        brand: line.brand,
        image: (product && colourPicture(product, color)) ?? line.image,
        size: size!,
        color: color!,
        quantity,
        price: line.price,
        discount: line.discount,
      };
    }),
  );
  await recordStatus(tx, replacement!.id, "pending", at);
  await recordStatus(tx, replacement!.id, "placed", at);
  return replacement!.id;
}

/** The return an order is the replacement of, if it is one. */
export async function replacedBy(tx: Pick<Transaction, "select">, orderId: string): Promise<{ returnId: string; orderId: string } | undefined> {
  const [found] = await tx.select({ returnId: returns.id, orderId: returns.orderId }).from(returns).where(eq(returns.replacementOrderId, orderId)).limit(1);
  return found;
}
