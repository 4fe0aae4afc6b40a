import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { generateOtp, hashOtp, OTP_VALID_SECONDS } from "@/lib/accounts/otp";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { ACCOUNTS } from "@/lib/seed/accounts";
import { blogs, categories, customers, gifts, passwordResetOtps, products, sellers } from "@/models";
import { findRoute } from "./api-routes";
import { callRoute, jsonBody } from "./call-route";
import { registerWithCode } from "./registration";
import { uniqueEmail } from "./unique-email";

/**
 * The accounts and things the fuzz suite and the authorisation matrix act with. Customers are
 * registered through the API, as a shopper would; staff are the seeded demo accounts signed in
 * at POST /api/seller/login. "A's things" and "the seller's things" are what route examples
 * are built around; B and the other seller then act on them in the matrix.
 */

export type Account = { id: string; name: string; email: string; password: string; token: string };
export type StaffAccount = Account & { shopId: string | null };

export type World = {
  customerA: Account;
  customerB: Account;
  seller: StaffAccount;
  otherSeller: StaffAccount;
  admin: StaffAccount;
  catalogue: {
    productId: string;
    productSlug: string;
    /** A product of `seller`'s shop, and one of `otherSeller`'s (for seller routes). */
    sellerProductId: string;
    otherSellerProductId: string;
    categorySlug: string;
    giftId: string;
    blogId: string;
    blogSlug: string;
  };
  /**
   * An account for the reset call's example, and a fresh live code for it on each call: a
   * single code would be used up by the first reset that succeeds, and every later request
   * would stop at "wrong code" before reaching the rest of the route.
   */
  passwordReset: { email: string; freshCode: () => Promise<string> };
};

async function register(tag: string): Promise<Account> {
  const details = { name: `Harness ${tag}`, email: uniqueEmail(tag), phone: "9876543210", password: `Pass-${randomUUID().slice(0, 8)}` };
  const route = findRoute("POST /api/customer/customer-register");
  const reply = await registerWithCode((body) => callRoute(route, { body: jsonBody(body) }), details);
  if (reply.status !== 201) throw new Error(`registering ${tag}: ${reply.status} ${reply.text}`);
  const db = await getDb();
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, details.email));
  return { ...details, id: row!.id, token: JSON.parse(reply.text).token };
}

async function staff(email: string): Promise<StaffAccount> {
  const seed = ACCOUNTS.find((account) => account.email === email)!;
  const reply = await callRoute(findRoute("POST /api/seller/login"), { body: jsonBody({ email, password: seed.password }) });
  if (reply.status !== 200) throw new Error(`staff sign-in ${email}: ${reply.status} ${reply.text}`);
  const db = await getDb();
  const [row] = await db
    .select({ id: customers.id, shopId: sellers.id })
    .from(customers)
    .leftJoin(sellers, eq(sellers.customerId, customers.id))
    .where(eq(customers.email, email));
  return { id: row!.id, name: seed.name, email, password: seed.password, token: JSON.parse(reply.text).token, shopId: row!.shopId };
}

async function firstProductOf(shopId: string | null): Promise<string> {
  if (!shopId) throw new Error("the demo seller has no shop");
  const db = await getDb();
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sellerId, shopId)).orderBy(asc(products.slug)).limit(1);
  return row!.id;
}

/** Stores a new live code as lib/accounts/password-reset.ts does (older ones voided), without the mail. */
async function freshResetCode(email: string): Promise<string> {
  const otp = generateOtp();
  const at = now();
  const db = await getDb();
  await db.update(passwordResetOtps).set({ usedAt: at }).where(and(eq(passwordResetOtps.email, email), isNull(passwordResetOtps.usedAt)));
  await db.insert(passwordResetOtps).values({ email, otpHash: hashOtp(email, otp), expiresAt: new Date(at.getTime() + OTP_VALID_SECONDS * 1000), createdAt: at });
  return otp;
}

/** Builds the world on the test file's database (call inside beforeAll, after withTestDatabase). */
export async function createWorld(): Promise<World> {
  const [customerA, customerB, seller, otherSeller, admin, resetAccount] = await Promise.all([
    register("customer-a"),
    register("customer-b"),
    staff("seller@teerang.in"),
    staff("studio@teerang.in"),
    staff("admin@teerang.in"),
    register("reset"),
  ]);
  const db = await getDb();
  const [product] = await db.select({ id: products.id, slug: products.slug }).from(products).orderBy(asc(products.slug)).limit(1);
  const [category] = await db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.slug)).limit(1);
  const [gift] = await db.select({ id: gifts.id }).from(gifts).orderBy(asc(gifts.id)).limit(1);
  const [blog] = await db.select({ id: blogs.id, slug: blogs.slug }).from(blogs).orderBy(asc(blogs.slug)).limit(1);
  return {
    customerA,
    customerB,
    seller,
    otherSeller,
    admin,
    passwordReset: { email: resetAccount.email, freshCode: () => freshResetCode(resetAccount.email) },
    catalogue: {
      productId: product!.id,
      productSlug: product!.slug,
      sellerProductId: await firstProductOf(seller.shopId),
      otherSellerProductId: await firstProductOf(otherSeller.shopId),
      categorySlug: category!.slug,
      giftId: gift!.id,
      blogId: blog!.id,
      blogSlug: blog!.slug,
    },
  };
}
