import { eq } from "drizzle-orm";
import { verifyPassword } from "@/lib/auth/passwords";
import { issueSessionToken, type SessionCustomer } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { hitRateLimit, refundRateLimit, tooManyRequests, waitText, type RateLimitRule } from "@/lib/rate-limit";
import { customers } from "@/models";
import { accountMessages } from "./messages";
import type { LoginInput } from "./schemas";

/** At most 10 failed sign-ins per e-mail in 15 minutes (shoppers and staff share the count). */
export const LOGIN_FAILURES: RateLimitRule = { name: "login-failures", limit: 10, windowSeconds: 15 * 60 };

/**
 * Checks an e-mail and password and issues a session token.
 *
 * Every attempt is counted before the password is checked, so concurrent guesses cannot all
 * slip under the limit; a right password gives its count back, so only failures use it up.
 * A wrong password and an unknown e-mail get the same answer, after the same bcrypt work.
 * `staff`: only sellers and admins may sign in (a shopper's right password gets a 403).
 */
export async function signIn(input: LoginInput, options: { staff?: boolean } = {}): Promise<{ token: string; account: SessionCustomer }> {
  const attempt = await hitRateLimit(LOGIN_FAILURES, input.email);
  if (!attempt.allowed) throw tooManyRequests(attempt, accountMessages.tooManyLogins(waitText(attempt)));

  const db = await getDb();
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      role: customers.role,
      address: customers.address,
      tokenVersion: customers.tokenVersion,
      passwordHash: customers.passwordHash,
    })
    .from(customers)
    .where(eq(customers.email, input.email))
    .limit(1);
  const matches = await verifyPassword(input.password, row?.passwordHash);
  if (!row || !matches) throw new HttpError(401, accountMessages.invalidLogin);
  await refundRateLimit(attempt);

  if (options.staff && row.role === "customer") throw new HttpError(403, accountMessages.notStaff);
  const account: SessionCustomer = { id: row.id, name: row.name, email: row.email, role: row.role, address: row.address };
  return { token: await issueSessionToken({ ...account, tokenVersion: row.tokenVersion }), account };
}
