import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { customers } from "@/models";
import type { Role } from "@/models/roles";
import { sessionTokenOf } from "./session-cookie";
import { signSessionToken, verifySessionToken } from "./session-token";

/** Who a valid session belongs to, as stored now (not as the token remembers it). */
export type SessionCustomer = {
  id: string;
  name: string;
  email: string;
  role: Role;
  address: string | null;
};

/**
 * The columns a session is made from: the customer as the shop shows them, and the token
 * version the session must still match. Sign-in, registration and every token check read these.
 */
export const sessionCustomerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  role: customers.role,
  address: customers.address,
  tokenVersion: customers.tokenVersion,
};

/** The customer a session shows, named field by field so a row's hash or token version never rides along. */
export function sessionCustomerOf(row: SessionCustomer): SessionCustomer {
  return { id: row.id, name: row.name, email: row.email, role: row.role, address: row.address };
}

/** What a token names: the account and its current token version (./session-token.ts says why no more). */
export type TokenSubject = Pick<SessionCustomer, "id" | "role"> & { tokenVersion: number };

export const SIGN_IN_REQUIRED = "Please sign in to continue.";

/** A signed session token for an account, carrying its current token version. */
export function issueSessionToken(account: TokenSubject): Promise<string> {
  return signSessionToken({ id: account.id, role: account.role, tokenVersion: account.tokenVersion });
}

/**
 * The account a token signs in, or null: the token must verify (HS256, signature, expiry) and
 * its token version must still be the account's, so a logout or a password reset ends every
 * copy of older tokens. The one check behind route handlers (getSessionCustomer below) and
 * server components (getCurrentCustomer in ./current-customer.ts).
 */
export async function customerFromToken(token: string | null | undefined): Promise<SessionCustomer | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  const db = await getDb();
  const [row] = await db
    .select(sessionCustomerColumns)
    .from(customers)
    .where(eq(customers.id, claims.id))
    .limit(1);
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  return sessionCustomerOf(row);
}

/** The signed-in customer of a request (cookie `customerToken` or `Authorization: Bearer`), or null. */
export function getSessionCustomer(request: Request): Promise<SessionCustomer | null> {
  return customerFromToken(sessionTokenOf(request));
}

/** The signed-in customer of a request; otherwise a 401 for the caller. */
export async function requireCustomer(request: Request): Promise<SessionCustomer> {
  const customer = await getSessionCustomer(request);
  if (!customer) throw new HttpError(401, SIGN_IN_REQUIRED);
  return customer;
}
