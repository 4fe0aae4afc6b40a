import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { limitKeyOf } from "@/lib/net/client-address";
import { courierTracking } from "@/lib/orders/couriers";
import { estimateDelivery } from "@/lib/orders/delivery-estimate";
import { listedToCustomer } from "@/lib/orders/listed";
import { orderNumber } from "@/lib/orders/order-number";
import { hitRateLimit, tooManyRequests, waitText } from "@/lib/rate-limit";
import { customers, orderStatusEvents, orders } from "@/models";
import type { TrackedOrderDocument } from "@/lib/api-answers/tracking";
import type { TrackContact, TrackOrderInput } from "./input";
import { ORDER_LOOKUPS_PER_SOURCE, trackingMessages } from "./limit";

/**
 * The shortest time a lookup answers in, found or not. Both paths run the same two queries; the
 * floor hides what is left (building the answer, the database's cache), so timing cannot tell
 * "no such order" from "not your phone number".
 */
export const TRACK_ANSWER_FLOOR_MS = 250;

/** An id no order has: the timeline query of a miss runs against it, as a find's runs against the order. */
const NO_ORDER = "00000000-0000-0000-0000-000000000000";

const ON_ITS_WAY = new Set(["placed", "warehouse", "shipped"]);

type Candidate = {
  order: typeof orders.$inferSelect;
  accountEmail: string;
  accountPhone: string | null;
};

/** The phone on the delivery address or the account's phone or e-mail: any one identifies its customer. */
function contactMatches(candidate: Candidate, contact: TrackContact): boolean {
  if (contact.kind === "email") return candidate.accountEmail === contact.email;
  return candidate.order.shippingInfo.phone === contact.phone || candidate.accountPhone === contact.phone;
}

/**
 * What a shopper holding the order number and its phone or e-mail may see: where the order is,
 * its timeline, when it should arrive, the courier and the link to follow the parcel. Nothing a
 * stranger who read a parcel label should learn: no name, street address, phone, e-mail, prices,
 * products or payment details; the city only, to tell two orders apart (docs/decisions/0027).
 */
function trackedDocument(order: Candidate["order"], timeline: { status: TrackedOrderDocument["delivery_status"]; at: Date }[]): TrackedOrderDocument {
  const placedAt = timeline.find((move) => move.status === "placed")?.at ?? null;
  const estimate = placedAt && ON_ITS_WAY.has(order.deliveryStatus) ? estimateDelivery(placedAt) : null;
  const tracking = courierTracking(order.courier, order.trackingNumber);
  return {
    order_number: orderNumber(order.id),
    delivery_status: order.deliveryStatus,
    date: order.createdAt.toISOString(),
    items: order.items,
    city: order.shippingInfo.city,
    timeline: timeline.map((move) => ({ status: move.status, date: move.at.toISOString() })),
    delivery_estimate: estimate ? { earliest: estimate.earliest.toISOString(), latest: estimate.latest.toISOString() } : null,
    courier: order.courier,
    tracking_number: order.trackingNumber,
    tracking_url: tracking?.url ?? null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Finds an order by its number and a contact of its customer, or answers the one 404 of
 * trackingMessages.notFound for every miss: no such number, another customer's number, or an
 * order taken back into the cart before paying (which My Orders does not list either). Counted
 * against the source's limit before anything is read.
 */
export async function trackOrder(input: TrackOrderInput, client: string): Promise<TrackedOrderDocument> {
  const started = Date.now();
  const hit = await hitRateLimit(ORDER_LOOKUPS_PER_SOURCE, limitKeyOf(client));
  if (!hit.allowed) throw tooManyRequests(hit, trackingMessages.tooMany(waitText(hit)));

  const db = await getDb();
  // Eight hex characters name one order in 4 billion: a shop with many orders may have two with
  // one number, so every order with it is read and the contact picks (at most a handful).
  const candidates: Candidate[] = await db
    .select({ order: orders, accountEmail: customers.email, accountPhone: customers.phone })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(sql`right(${orders.id}::text, 8) = ${input.orderNumber} and ${listedToCustomer}`)
    .limit(20);
  const found = candidates.find((candidate) => contactMatches(candidate, input.contact));
  const timeline = await db
    .select({ status: orderStatusEvents.status, at: orderStatusEvents.at })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, found?.order.id ?? NO_ORDER))
    // Moves made in the same instant keep the statuses' own order (the enum's: pending first).
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.status));

  const answer = found ? trackedDocument(found.order, timeline) : null;
  const left = TRACK_ANSWER_FLOOR_MS - (Date.now() - started);
  if (left > 0) await sleep(left);
  if (!answer) throw new HttpError(404, trackingMessages.notFound);
  return answer;
}
