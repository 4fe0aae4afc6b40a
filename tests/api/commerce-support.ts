import { and, asc, eq, gt, sql } from "drizzle-orm";
import { expect } from "vitest";
import { POST as staffLogin } from "@/app/api/seller/login/route";
import type { Database } from "@/lib/db";
import { cartLines, couponRedemptions, customers, products, wishlistEntries } from "@/models";
import { assertHandlerAnswerShape } from "../harness/answer-shapes";
import { ORIGIN, expectNoSecrets, newCustomer, post, withBearer, withCookie, type TestCustomer } from "./auth-support";

/**
 * Shared by the cart, wishlist and coupon API tests: calling a route handler as Next would (path
 * params, JSON body, a session), shoppers with their account ids, products with the stock a test
 * needs, and what the tables hold, to prove a refused call wrote nothing.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; cacheControl: string | null; body: any };

export type Caller = { token: string; bearer?: boolean } | null;

type CallOptions = { params?: Record<string, string>; body?: unknown; rawBody?: string; headers?: Record<string, string> };

/** Calls `handler` as `caller` (null: a visitor). `body` is sent as JSON; `rawBody` as given. The answer must be in its route's schema. */
export async function call(handler: unknown, method: string, path: string, caller: Caller, options: CallOptions = {}): Promise<Reply> {
  const headers = new Headers(options.headers);
  if (caller) for (const [name, value] of Object.entries(caller.bearer ? withBearer(caller.token) : withCookie(caller.token))) headers.set(name, value);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new Request(`${ORIGIN}/api${path}`, { method, headers, body });
  const response = await (handler as Handler)(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  expectNoSecrets(text);
  await assertHandlerAnswerShape(handler, method, request.url, { status: response.status, contentType: response.headers.get("content-type"), text });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: text ? JSON.parse(text) : null };
}

export type Shopper = TestCustomer & { id: string };

/** A new shopper registered through the API, with the account id the contract's paths carry. */
export async function newShopper(db: Database, tag: string): Promise<Shopper> {
  const shopper = await newCustomer(tag);
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, shopper.email));
  return { ...shopper, id: row!.id };
}

/** A demo staff account signed in at /api/seller/login: a bearer token, as staff calls use. */
export async function staffCaller(db: Database, email: string, password: string): Promise<{ caller: Caller; id: string }> {
  const answer = await post(staffLogin, "/seller/login", { email, password });
  expect(answer.status).toBe(200);
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return { caller: { token: answer.body.token, bearer: true }, id: row!.id };
}

export const as = (shopper: { token: string }): Caller => ({ token: shopper.token });

export type SeededProduct = { id: string; price: number; discount: number; stock: number; sizes: string[]; colors: string[]; sellerId: string; name: string };

/**
 * Demo products in stock that offer sizes and colours, oldest first (so tests that take the
 * first few get a stable set); `stock`, when given, is written to each one taken.
 */
export async function seededProducts(db: Database, count: number, options: { stock?: number; skip?: number } = {}): Promise<SeededProduct[]> {
  const rows = await db
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
    .where(and(gt(products.stock, 0), sql`cardinality(${products.sizes}) > 1`, sql`cardinality(${products.colors}) > 1`))
    .orderBy(asc(products.createdAt), asc(products.id))
    .offset(options.skip ?? 0)
    .limit(count);
  expect(rows.length).toBe(count);
  if (options.stock === undefined) return rows;
  for (const row of rows) await setStock(db, row.id, options.stock);
  return rows.map((row) => ({ ...row, stock: options.stock! }));
}

export async function setStock(db: Database, productId: string, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.id, productId));
}

/** A customer's cart lines as stored, oldest first. */
export function storedCartLines(db: Database, customerId: string) {
  return db
    .select({ id: cartLines.id, productId: cartLines.productId, size: cartLines.size, color: cartLines.color, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** Every row of the tables these calls write, to compare before and after a refused call. */
export async function commerceTables(db: Database) {
  return {
    cartLines: await db.select().from(cartLines).orderBy(asc(cartLines.id)),
    wishlistEntries: await db.select().from(wishlistEntries).orderBy(asc(wishlistEntries.id)),
    couponRedemptions: await db.select().from(couponRedemptions).orderBy(asc(couponRedemptions.id)),
    products: await db.select({ id: products.id, stock: products.stock, price: products.price }).from(products).orderBy(asc(products.id)),
  };
}
