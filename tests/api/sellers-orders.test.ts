import { and, asc, eq, gt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as customerCancel } from "@/app/api/home/customer/cancel-order/[orderId]/route";
import { GET as customerOrder } from "@/app/api/home/customer/gat-order/[orderId]/route";
import { GET as customerOrders } from "@/app/api/home/customer/gat-orders/[customerId]/[status]/route";
import { POST as moveStatus } from "@/app/api/seller/orders/[orderId]/status/route";
import { GET as listOrders } from "@/app/api/seller/orders/route";
import { now } from "@/lib/clock";
import { FULFILMENT_MOVES, type DeliveryStatus } from "@/lib/orders/status";
import { couponRedemptions, coupons, orderLines, orderStatusEvents, orders, payments, products, sellers } from "@/models";
import { revalidatedTags } from "../support/next-cache";
import { withTestDatabase } from "../helpers/test-database";
import { decodeQuotedPrintable, outboxMailsTo } from "./auth-support";
import { as, call, newShopper, setStock, type Caller, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, callSettled, orderRow, placedOrderId, shipTo, stockOf, timelineOf } from "./orders-support";
import { createPaymentAs, paymentLinkFor, paymentRows, payThroughSandbox } from "./payments-support";
import { demoStaff, type Staff } from "./sellers-support";

// These tests move many cash-on-delivery orders of one shopper along the road; cash on
// delivery's own limits are tested in payments-cod-limits.test.ts.
vi.stubEnv("COD_MAX_OPEN_ORDERS", "1000");

const db = withTestDatabase();

const STATUSES: DeliveryStatus[] = ["pending", "placed", "warehouse", "shipped", "delivered", "cancelled"];

let seller: Staff;
let otherSeller: Staff;
let admin: Staff;
let shopId: string;
let otherShopId: string;
/** A product of the first seller's shop, and one of the other shop's. */
let tee: SeededProduct;
let otherTee: SeededProduct;
let asha: Shopper;

/** A product of `sellerId`'s shop in sizes and colours, with plenty of stock. */
async function productOf(sellerId: string): Promise<SeededProduct> {
  const [row] = await db()
    .select({
      id: products.id,
      price: products.price,
      discount: products.discount,
      stock: products.stock,
      sizes: products.sizes,
      colors: products.colors,
      sellerId: products.sellerId,
      name: products.name,
    })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), gt(products.price, 0), sql`cardinality(${products.sizes}) > 0`))
    .orderBy(asc(products.slug))
    .limit(1);
  await setStock(db(), row!.id, 500);
  return { ...row!, stock: 500, sellerId: row!.sellerId! };
}

async function shopOf(accountId: string): Promise<string> {
  const [row] = await db().select({ id: sellers.id }).from(sellers).where(eq(sellers.customerId, accountId));
  return row!.id;
}

beforeAll(async () => {
  ({ seller, otherSeller, admin } = await demoStaff(db()));
  [shopId, otherShopId] = await Promise.all([shopOf(seller.id), shopOf(otherSeller.id)]);
  [tee, otherTee] = await Promise.all([productOf(shopId), productOf(otherShopId)]);
  asha = await newShopper(db(), "fulfil");
}, 60_000);

const listAs = (caller: Caller, query = "") => call(listOrders, "GET", `/seller/orders${query}`, caller);

const moveAs = (caller: Caller, orderId: string, body: unknown) =>
  callSettled(moveStatus, "POST", `/seller/orders/${orderId}/status`, caller, { params: { orderId }, body });

/** A placed cash-on-delivery order of the shopper's holding `quantity` of each product, placed through the API. */
async function placedOrder(shopper: Shopper = asha, items: SeededProduct[] = [tee], extra: Record<string, unknown> = {}): Promise<string> {
  for (const product of items) await addToCart(shopper, product, 1);
  const orderId = await placedOrderId(shopper, extra);
  const reply = await createPaymentAs(as(shopper), { type: "COD", orderId });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return orderId;
}

/** A placed order paid online through the sandbox gateway. */
async function paidOnlineOrder(shopper: Shopper = asha): Promise<string> {
  await addToCart(shopper, tee, 2);
  const orderId = await placedOrderId(shopper);
  const { linkId } = await paymentLinkFor(shopper, orderId);
  await payThroughSandbox(linkId, "pay");
  expect(await orderRow(db(), orderId)).toMatchObject({ deliveryStatus: "placed", paymentStatus: "paid", paymentMethod: "online" });
  return orderId;
}

/** Puts an order straight into `status` (the states the API would take several calls to reach). */
async function forceStatus(orderId: string, status: DeliveryStatus): Promise<void> {
  await db().update(orders).set({ deliveryStatus: status }).where(eq(orders.id, orderId));
}

/** What a refused move must leave as it was. */
async function snapshot(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const events = await db().select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)).orderBy(asc(orderStatusEvents.id));
  const paid = await db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  const redeemed = await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  const stock = await db().select({ id: products.id, stock: products.stock }).from(products).orderBy(asc(products.id));
  return { order, events, paid, redeemed, stock };
}

function decoded(mail: string): string {
  return Buffer.from(decodeQuotedPrintable(mail), "latin1").toString("utf8");
}

const number = (orderId: string) => `#${orderId.slice(-8).toUpperCase()}`;

describe("POST /api/seller/orders/{orderId}/status: the road of an order", () => {
  it("moves a placed order to packed, shipped with its courier and tracking number, then delivered; each move in the timeline", async () => {
    const orderId = await placedOrder();

    const packed = await moveAs(seller.caller, orderId, { status: "warehouse" });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    expect(packed.cacheControl).toBe("no-store");
    expect(packed.body.message).toBe("The order is now packed (warehouse).");
    expect(packed.body.order).toMatchObject({ _id: orderId, delivery_status: "warehouse", can_move: true, next_statuses: ["shipped", "cancelled"] });

    const shipped = await moveAs(seller.caller, orderId, { status: "shipped", courier: "  Delhivery ", trackingNumber: "DL-1234 5678/9" });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.order).toMatchObject({ delivery_status: "shipped", courier: "Delhivery", tracking_number: "DL-1234 5678/9", next_statuses: ["delivered"] });

    const delivered = await moveAs(seller.caller, orderId, { status: "delivered" });
    expect(delivered.status).toBe(200);
    // Cash on delivery is collected with the parcel.
    expect(delivered.body.order).toMatchObject({ delivery_status: "delivered", payment_status: "paid", payment_method: "cod", next_statuses: [], can_move: true });

    expect(await timelineOf(db(), orderId)).toEqual(["pending", "placed", "warehouse", "shipped", "delivered"]);
    expect(await orderRow(db(), orderId)).toMatchObject({ deliveryStatus: "delivered", paymentStatus: "paid", courier: "Delhivery", trackingNumber: "DL-1234 5678/9" });
  });

  it("shows the customer's order page every move with its time, and the courier and tracking number", async () => {
    const orderId = await placedOrder();
    await moveAs(seller.caller, orderId, { status: "warehouse" });
    const before = now().toISOString();
    await moveAs(admin.caller, orderId, { status: "shipped", courier: "Blue Dart", trackingNumber: "BD998877" });

    const page = await call(customerOrder, "GET", `/home/customer/gat-order/${orderId}`, as(asha), { params: { orderId } });
    expect(page.status).toBe(200);
    expect(page.body.order).toMatchObject({ delivery_status: "shipped", courier: "Blue Dart", tracking_number: "BD998877" });
    expect(page.body.order.timeline.map((move: { status: string }) => move.status)).toEqual(["pending", "placed", "warehouse", "shipped"]);
    expect(page.body.order.timeline.at(-1).date >= before).toBe(true);

    // Shipped orders can no longer be cancelled by the shopper (the same rule as the seller's).
    const cancel = await call(customerCancel, "PUT", `/home/customer/cancel-order/${orderId}`, as(asha), { params: { orderId } });
    expect(cancel).toMatchObject({ status: 409, body: { error: "This order has left our warehouse, so it can no longer be cancelled." } });
  });

  it("ships without a courier or tracking number (both optional; blank fields count as not given)", async () => {
    const orderId = await placedOrder();
    await forceStatus(orderId, "warehouse");
    const reply = await moveAs(seller.caller, orderId, { status: "shipped", courier: "", trackingNumber: "   " });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.order).toMatchObject({ courier: null, tracking_number: null });
  });

  it("keeps the customer's My Orders filter working for packed orders", async () => {
    const shopper = await newShopper(db(), "filter");
    const orderId = await placedOrder(shopper);
    await moveAs(seller.caller, orderId, { status: "warehouse" });
    const list = (status: string) =>
      call(customerOrders, "GET", `/home/customer/gat-orders/${shopper.id}/${status}`, as(shopper), { params: { customerId: shopper.id, status } });
    expect((await list("warehouse")).body.orders.map((order: { _id: string }) => order._id)).toEqual([orderId]);
    expect((await list("placed")).body.orders).toEqual([]);
    expect((await list("all")).body.orders[0]).toMatchObject({ _id: orderId, delivery_status: "warehouse", courier: null, tracking_number: null });
  });

  const refused = STATUSES.flatMap((from) => STATUSES.filter((to) => !FULFILMENT_MOVES[from].includes(to)).map((to) => [from, to] as const));

  it(`refuses every other move with a 409 that changes nothing (${refused.length} of them)`, async () => {
    expect(refused).toHaveLength(31);
    const orderId = await placedOrder();
    for (const [from, to] of refused) {
      await forceStatus(orderId, from);
      const before = await snapshot(orderId);
      const reply = await moveAs(admin.caller, orderId, { status: to });
      expect(reply.status, `${from} -> ${to}: ${JSON.stringify(reply.body)}`).toBe(409);
      expect(typeof reply.body.error).toBe("string");
      expect(await snapshot(orderId), `${from} -> ${to}`).toEqual(before);
    }
  });

  it("says why a move is refused", async () => {
    const orderId = await placedOrder();
    const says = async (from: DeliveryStatus, to: DeliveryStatus) => {
      await forceStatus(orderId, from);
      return (await moveAs(seller.caller, orderId, { status: to })).body.error;
    };
    expect(await says("placed", "placed")).toBe("This order is already placed.");
    expect(await says("warehouse", "warehouse")).toBe("This order is already packed (warehouse).");
    expect(await says("pending", "warehouse")).toBe("This order is waiting for payment, so it cannot be moved until it is placed.");
    expect(await says("cancelled", "placed")).toBe("This order is cancelled, so it cannot be moved any more.");
    expect(await says("delivered", "shipped")).toBe("This order is delivered, so it cannot be moved any more.");
    expect(await says("shipped", "cancelled")).toBe("This order has shipped, so it can no longer be cancelled.");
    expect(await says("placed", "shipped")).toBe("An order that is placed cannot be moved to shipped; it can go to packed (warehouse) or cancelled.");
    expect(await says("warehouse", "placed")).toBe("An order that is packed (warehouse) cannot be moved to placed; it can go to shipped or cancelled.");
  });

  it("refuses a real pending (unpaid) order", async () => {
    await addToCart(asha, tee, 1);
    const orderId = await placedOrderId(asha);
    const before = await snapshot(orderId);
    for (const status of ["warehouse", "cancelled", "placed"]) {
      expect((await moveAs(admin.caller, orderId, { status })).status, status).toBe(409);
    }
    expect(await snapshot(orderId)).toEqual(before);
  });
});

describe("cancelling by staff", () => {
  it("gives the stock and the coupon use back, from placed and from packed", async () => {
    for (const from of ["placed", "warehouse"] as const) {
      const code = `STAFF${from.toUpperCase().slice(0, 4)}`;
      await db().insert(coupons).values({ name: code, discount: 10, minOrderAmount: 0, userLimit: 1 });
      const stock = await stockOf(db(), tee.id);
      const orderId = await placedOrder(asha, [tee], { couponCode: code });
      if (from === "warehouse") await moveAs(seller.caller, orderId, { status: "warehouse" });
      expect(await stockOf(db(), tee.id)).toBe(stock - 1);
      expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).toHaveLength(1);

      const reply = await moveAs(seller.caller, orderId, { status: "cancelled" });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body).toMatchObject({ message: "The order is now cancelled.", order: { delivery_status: "cancelled", refund_due: false, next_statuses: [] } });
      expect(await stockOf(db(), tee.id)).toBe(stock);
      expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId))).toEqual([]);
      expect((await timelineOf(db(), orderId)).at(-1)).toBe("cancelled");

      // The coupon's one use came back: the shopper may redeem it again.
      await addToCart(asha, tee, 1);
      expect((await placedOrderId(asha, { couponCode: code })).length).toBe(36);
    }
  });

  it("revalidates the product page whose stock line changes", async () => {
    await setStock(db(), tee.id, 3);
    const orderId = await placedOrder();
    const start = revalidatedTags.length;
    await moveAs(seller.caller, orderId, { status: "cancelled" });
    expect(revalidatedTags.slice(start).some((tag) => tag.startsWith("product:"))).toBe(true);
    await setStock(db(), tee.id, 500);
  });

  it("refunds a paid online order it cancels through the gateway, shows it in the list, and tells the shopper", async () => {
    const shopper = await newShopper(db(), "refund");
    const orderId = await paidOnlineOrder(shopper);
    const before = outboxMailsTo(shopper.email).length;
    const reply = await moveAs(seller.caller, orderId, { status: "cancelled" });
    expect(reply.status).toBe(200);
    expect(reply.body.order).toMatchObject({ delivery_status: "cancelled" });
    const [paid] = await paymentRows(db(), orderId);
    // The refund is sent once the cancellation has committed; the sandbox settles it by webhook.
    const listedOrder = async () => (await listAs(seller.caller, "?status=cancelled")).body.orders.find((order: { _id: string }) => order._id === orderId);
    await expect.poll(listedOrder).toMatchObject({ refund_due: false, payment_status: "refunded", payment_method: "online" });

    const mails = outboxMailsTo(shopper.email).slice(before).map(decoded);
    const cancelled = mails.find((mail) => mail.includes(`Subject: TeeRang order ${number(orderId)} is cancelled`));
    expect(cancelled).toContain(`The ₹${(paid!.amountPaise / 100).toLocaleString("en-IN")} you paid will be refunded to the way you paid within 7 to 10 business days.`);
    expect(mails.some((mail) => mail.includes(`We have refunded ₹${(paid!.amountPaise / 100).toLocaleString("en-IN")}`))).toBe(true);
  });
});

describe("the mail to the customer", () => {
  it("goes out after each move: packed, shipped with courier and tracking, delivered; a cash order's cancellation promises no refund", async () => {
    const shopper = await newShopper(db(), "news");
    const orderId = await placedOrder(shopper);
    const mailsBefore = outboxMailsTo(shopper.email).length; // the placement's confirmation

    await moveAs(seller.caller, orderId, { status: "warehouse" });
    await moveAs(seller.caller, orderId, { status: "shipped", courier: "Delhivery <Express>", trackingNumber: "DL55" });
    await moveAs(seller.caller, orderId, { status: "delivered" });
    const mails = outboxMailsTo(shopper.email).slice(mailsBefore).map(decoded);
    expect(mails).toHaveLength(3);
    expect(mails[0]).toContain(`Subject: TeeRang order ${number(orderId)} is packed`);
    expect(mails[0]).toContain("leaves our warehouse within 48 hours");
    expect(mails[1]).toContain(`Subject: TeeRang order ${number(orderId)} has shipped`);
    expect(mails[1]).toContain("is on its way with Delhivery <Express>. It should reach you in 1 to 8 business days.");
    expect(mails[1]).toContain("Tracking number: DL55");
    // The HTML part escapes what the seller typed.
    expect(mails[1]).toContain("Delhivery &lt;Express&gt;");
    expect(mails[2]).toContain(`Subject: TeeRang order ${number(orderId)} is delivered`);
    // The delivered mail asks for a review: a link to each product's review form.
    const [line] = await db().select({ slug: products.slug }).from(orderLines).innerJoin(products, eq(products.id, orderLines.productId)).where(eq(orderLines.orderId, orderId));
    expect(mails[2]).toContain("How did it turn out? Tell other shoppers in a review:");
    expect(mails[2]).toContain(`/product/details/${line!.slug}/reviews/1#customer-reviews`);
    expect(mails[0]).not.toContain("#customer-reviews");
    for (const mail of mails) {
      expect(mail).toContain(`/dashboard/order/details/${orderId}`);
      expect(mail).toMatch(/Content-Type: text\/html/);
    }

    const cash = await placedOrder(shopper);
    await moveAs(seller.caller, cash, { status: "cancelled" });
    const cancelled = decoded(outboxMailsTo(shopper.email).at(-1)!);
    expect(cancelled).toContain(`Subject: TeeRang order ${number(cash)} is cancelled`);
    expect(cancelled).not.toContain("refunded");
  });

  it("is not sent for a refused move", async () => {
    const shopper = await newShopper(db(), "quiet");
    const orderId = await placedOrder(shopper);
    const count = outboxMailsTo(shopper.email).length;
    expect((await moveAs(seller.caller, orderId, { status: "delivered" })).status).toBe(409);
    expect((await moveAs(otherSeller.caller, orderId, { status: "warehouse" })).status).toBe(404);
    expect(outboxMailsTo(shopper.email)).toHaveLength(count);
  });
});

describe("whose order it is", () => {
  it("is a 404 to another shop's seller, and nothing changes", async () => {
    const orderId = await placedOrder();
    const before = await snapshot(orderId);
    const reply = await moveAs(otherSeller.caller, orderId, { status: "warehouse" });
    expect(reply).toMatchObject({ status: 404, body: { error: "Order not found" } });
    expect(await snapshot(orderId)).toEqual(before);
    const listed = await listAs(otherSeller.caller, "?status=placed");
    expect(listed.body.orders.map((order: { _id: string }) => order._id)).not.toContain(orderId);
  });

  it("an order of two shops is listed for both sellers, each line marked, but moved as a whole by an admin only", async () => {
    const orderId = await placedOrder(asha, [tee, otherTee]);
    const before = await snapshot(orderId);
    for (const [staff, mine] of [
      [seller, tee],
      [otherSeller, otherTee],
    ] as const) {
      const listed = await listAs(staff.caller, "?status=placed");
      const order = listed.body.orders.find((candidate: { _id: string }) => candidate._id === orderId);
      expect(order, "listed for each seller involved").toMatchObject({ can_move: false, next_statuses: [] });
      expect(order.products).toHaveLength(2);
      expect(order.products.filter((line: { yours: boolean }) => line.yours).map((line: { productId: string }) => line.productId)).toEqual([mine.id]);

      const reply = await moveAs(staff.caller, orderId, { status: "warehouse" });
      expect(reply).toMatchObject({ status: 409, body: { error: "This order holds products of other shops too, so only an admin can move it." } });
      expect(await snapshot(orderId)).toEqual(before);
    }

    const listed = await listAs(admin.caller, "?status=placed");
    const order = listed.body.orders.find((candidate: { _id: string }) => candidate._id === orderId);
    expect(order).toMatchObject({ can_move: true, next_statuses: ["warehouse", "cancelled"] });
    expect(order.products.every((line: { yours: boolean }) => line.yours)).toBe(true);

    const moved = await moveAs(admin.caller, orderId, { status: "warehouse" });
    expect(moved.status).toBe(200);
    // One status, one timeline for the shopper, whichever shops' products it holds.
    expect(await timelineOf(db(), orderId)).toEqual(["pending", "placed", "warehouse"]);
    expect(await db().select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId))).toHaveLength(2);
  });

  it("takes only a staff bearer token: no token 401, a shopper's bearer 403, any cookie (a shopper's or the staff token's) 401", async () => {
    const orderId = await placedOrder();
    const before = await snapshot(orderId);
    const staffCookie: Caller = { token: (seller.caller as { token: string }).token };
    for (const [caller, status] of [
      [null, 401],
      [as(asha), 401],
      [{ token: asha.token, bearer: true }, 403],
      [staffCookie, 401],
    ] as const) {
      expect((await moveAs(caller, orderId, { status: "warehouse" })).status).toBe(status);
      expect((await listAs(caller)).status).toBe(status);
    }
    expect(await snapshot(orderId)).toEqual(before);
  });
});

describe("two moves at once", () => {
  it("30 simultaneous packs of one order: exactly one wins, the timeline has it once", async () => {
    const orderId = await placedOrder();
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => moveAs(i % 2 ? seller.caller : admin.caller, orderId, { status: "warehouse" })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(29);
    expect((await timelineOf(db(), orderId)).filter((status) => status === "warehouse")).toHaveLength(1);
  });

  it("20 simultaneous cancels give the stock back once", async () => {
    const stock = await stockOf(db(), tee.id);
    const orderId = await placedOrder();
    const replies = await Promise.all(Array.from({ length: 20 }, () => moveAs(seller.caller, orderId, { status: "cancelled" })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.every((reply) => reply.status === 200 || reply.status === 409)).toBe(true);
    expect(await stockOf(db(), tee.id)).toBe(stock);
    expect((await timelineOf(db(), orderId)).filter((status) => status === "cancelled")).toHaveLength(1);
  });

  it("shipping, cancelling by staff and cancelling by the shopper at once: one of them wins", async () => {
    const stock = await stockOf(db(), tee.id);
    const orderId = await placedOrder();
    await moveAs(seller.caller, orderId, { status: "warehouse" });
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, () => moveAs(seller.caller, orderId, { status: "shipped", trackingNumber: "RACE1" })),
      ...Array.from({ length: 8 }, () => moveAs(admin.caller, orderId, { status: "cancelled" })),
      ...Array.from({ length: 8 }, () => call(customerCancel, "PUT", `/home/customer/cancel-order/${orderId}`, as(asha), { params: { orderId } })),
    ]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.every((reply) => reply.status === 200 || reply.status === 409)).toBe(true);
    const { deliveryStatus } = await orderRow(db(), orderId);
    const timeline = await timelineOf(db(), orderId);
    expect(timeline.slice(0, 3)).toEqual(["pending", "placed", "warehouse"]);
    expect(timeline).toHaveLength(4);
    expect(timeline.at(-1)).toBe(deliveryStatus);
    expect(await stockOf(db(), tee.id)).toBe(deliveryStatus === "cancelled" ? stock : stock - 1);
  });
});

describe("GET /api/seller/orders", () => {
  it("lists a seller's orders newest first with the customer, address, payment and lines", async () => {
    const shopper = await newShopper(db(), "listing");
    const first = await placedOrder(shopper);
    const second = await placedOrder(shopper);
    const reply = await listAs(seller.caller, "?status=placed");
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe("no-store");
    const ids = reply.body.orders.map((order: { _id: string }) => order._id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids.indexOf(second)).toBeGreaterThanOrEqual(0);
    const order = reply.body.orders.find((candidate: { _id: string }) => candidate._id === second);
    expect(order).toMatchObject({
      _id: second,
      order_number: number(second),
      customer: { name: shopper.name },
      shippingInfo: shipTo,
      delivery_status: "placed",
      payment_status: "unpaid",
      payment_method: "cod",
      refund_due: false,
      courier: null,
      tracking_number: null,
      can_move: true,
      next_statuses: ["warehouse", "cancelled"],
      items: 1,
      products: [expect.objectContaining({ productId: tee.id, sellerId: shopId, yours: true, quantity: 1 })],
    });
    // Only the customer's name: no e-mail, no account details.
    expect(JSON.stringify(reply.body)).not.toContain(shopper.email);
    // Every order listed holds a line of the seller's shop.
    for (const listed of reply.body.orders) expect(listed.products.some((line: { sellerId: string }) => line.sellerId === shopId)).toBe(true);
  });

  it("filters on every status and pages 20 at a time, with the total and the number of pages", async () => {
    const shopper = await newShopper(db(), "paging");
    const count = async () => (await listAs(otherSeller.caller, "?status=delivered")).body.total as number;
    const before = await count();
    // 23 delivered orders of the other shop, a second apart, written as delivery leaves them.
    const [product] = await db().select().from(products).where(eq(products.id, otherTee.id));
    const made: string[] = [];
    for (let i = 0; i < 23; i++) {
      const at = new Date(Date.UTC(2031, 0, 1, 0, 0, i));
      const [order] = await db()
        .insert(orders)
        .values({ customerId: shopper.id, price: 500, items: 1, deliveryStatus: "delivered", paymentStatus: "paid", paymentMethod: "cod", shippingInfo: shipTo, createdAt: at, updatedAt: at })
        .returning({ id: orders.id });
      await db().insert(orderLines).values({ orderId: order!.id, productId: product!.id, sellerId: otherShopId, name: product!.name, brand: product!.brand, size: "M", color: "Black", quantity: 1, price: 500 });
      made.push(order!.id);
    }
    const total = before + 23;
    const page1 = await listAs(otherSeller.caller, "?status=delivered&page=1");
    expect(page1.body).toMatchObject({ total, page: 1, pages: Math.ceil(total / 20), perPage: 20 });
    expect(page1.body.orders).toHaveLength(20);
    // Made in 2031, so newest of all: the first page starts with them, newest first.
    expect(page1.body.orders.map((order: { _id: string }) => order._id)).toEqual([...made].reverse().slice(0, 20));
    const page2 = await listAs(otherSeller.caller, "?status=delivered&page=2");
    expect(page2.body.orders.slice(0, 3).map((order: { _id: string }) => order._id)).toEqual([made[2], made[1], made[0]]);
    expect(page2.body.orders).toHaveLength(Math.min(20, total - 20));
    const beyond = await listAs(otherSeller.caller, `?status=delivered&page=${Math.ceil(total / 20) + 1}`);
    expect(beyond).toMatchObject({ status: 200, body: { orders: [], total } });

    // The first seller sees none of them; the admin sees them all.
    expect((await listAs(seller.caller, "?status=delivered&page=1")).body.orders.map((order: { _id: string }) => order._id)).not.toContain(made[22]);
    expect((await listAs(admin.caller, "?status=delivered")).body.orders[0]._id).toBe(made[22]);

    for (const status of STATUSES) {
      const reply = await listAs(admin.caller, `?status=${status}`);
      expect(reply.status, status).toBe(200);
      expect(reply.body.orders.every((order: { delivery_status: string }) => order.delivery_status === status), status).toBe(true);
    }
    const all = await listAs(admin.caller);
    const [counted] = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(all.body).toMatchObject({ total: counted!.n, page: 1 });
  });

  it("refuses a bad status or page with a 400", async () => {
    for (const query of ["?status=lost", "?status=", "?status=PLACED", "?page=0", "?page=-1", "?page=1.5", "?page=abc", "?page=99999999", "?page=1e3", "?page=", `?status=${"x".repeat(5000)}`]) {
      const reply = await listAs(seller.caller, query);
      expect(reply.status, query).toBe(400);
      expect(typeof reply.body.error).toBe("string");
    }
    expect((await listAs(seller.caller, "?status=placed%00")).status).toBe(400);
  });
});

describe("bad input to the move", () => {
  it("answers a 4xx for every broken body or id, never a 500, and changes nothing", async () => {
    const orderId = await placedOrder();
    await forceStatus(orderId, "warehouse");
    const before = await snapshot(orderId);
    const bodies: [unknown, number][] = [
      [{}, 400],
      [{ status: "lost" }, 400],
      [{ status: "SHIPPED" }, 400],
      [{ status: 3 }, 400],
      [{ status: null }, 400],
      [{ status: ["shipped"] }, 400],
      [[], 400],
      ["shipped", 400],
      [null, 400],
      [{ status: "shipped", courier: 42 }, 400],
      [{ status: "shipped", courier: "x".repeat(61) }, 400],
      [{ status: "shipped", courier: "Blue\nDart" }, 400],
      [{ status: "shipped", courier: "Blue\u202eDart" }, 400],
      [{ status: "shipped", courier: "Blue\u0000Dart" }, 400],
      [{ status: "shipped", trackingNumber: "x".repeat(41) }, 400],
      [{ status: "shipped", trackingNumber: "<script>alert(1)</script>" }, 400],
      [{ status: "shipped", trackingNumber: "AB'; drop table orders;--" }, 400],
      [{ status: "shipped", trackingNumber: "\ud800" }, 400],
      [{ status: "cancelled", courier: "Delhivery" }, 400],
      [{ status: "delivered", trackingNumber: "DL1" }, 400],
      [{ status: "shipped", courier: "y".repeat(20_000) }, 413],
    ];
    for (const [body, status] of bodies) {
      const reply = await moveAs(seller.caller, orderId, body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(typeof reply.body.error).toBe("string");
    }
    const raw = async (rawBody: string, contentType: string) =>
      callSettled(moveStatus, "POST", `/seller/orders/${orderId}/status`, seller.caller, { params: { orderId }, rawBody, headers: { "content-type": contentType } });
    expect((await raw("{not json", "application/json")).status).toBe(400);
    expect((await raw("status=shipped", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await raw('{"status":"shipped"}', "text/plain")).status).toBe(415);
    expect(await snapshot(orderId)).toEqual(before);
  });

  it("is a 404 for an id that is not an order's", async () => {
    for (const id of ["not-an-id", "00000000-0000-0000-0000-000000000000", "1; drop table orders", "x".repeat(5000), `${"0".repeat(8)}-0000-0000-0000-00000000000Z`]) {
      const reply = await moveAs(admin.caller, id, { status: "warehouse" });
      expect(reply.status, id.slice(0, 40)).toBe(404);
      expect(reply.body.error).toBe("Order not found");
    }
  });

  it("accepts an upper-case id", async () => {
    const orderId = await placedOrder();
    const reply = await moveAs(seller.caller, orderId.toUpperCase(), { status: "warehouse" });
    expect(reply.status).toBe(200);
    expect(reply.body.order._id).toBe(orderId);
  });
});
