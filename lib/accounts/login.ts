import { eq } from "drizzle-orm";
import { verifyPassword } from "@/lib/auth/passwords";
import { issueSessionToken, type SessionCustomer } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { limitKeyOf } from "@/lib/net/client-address";
import { hitRateLimits, refundRateLimits, waitText, type RateLimitRule } from "@/lib/rate-limit";
import { customers } from "@/models";
import { accountMessages } from "./messages";
import type { LoginInput } from "./schemas";

/*
 * Failed sign-ins, limited three ways. Shopper and staff sign-ins share every count.
 * - Per e-mail from one source: a guesser gets 10 tries at an account from their address, and
 *   locks only themselves out; the owner, elsewhere, still signs in.
 * - Per source over all e-mails: one address spraying passwords across many accounts. A
 *   household or office mistypes far less than 50 times in 15 minutes.
 * - Per e-mail from everywhere: guessing spread over many addresses (IPv6 hands one attacker
 *   countless /64s). This one can lock the owner out, so it sits well above what one source
 *   may try (10 per 15 minutes), and ends with the hour.
 */
export const LOGIN_FAILURES: RateLimitRule = { name: "login-failures", limit: 10, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_SOURCE: RateLimitRule = { name: "login-failures-source", limit: 50, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: "login-failures-account", limit: 100, windowSeconds: 60 * 60 };

/**
 * Checks an e-mail and password and issues a session token. `client` is the caller's address
 * (lib/net/client-address.ts).
 *
 * Every attempt is counted before the password is checked, so concurrent guesses cannot all
 * slip under a limit; a right password gives its counts back, so only failures use them up.
 * A wrong password and an unknown e-mail get the same answer, after the same bcrypt work, and
 * count alike. `staff`: only sellers and admins may sign in (a shopper's right password gets a 403).
 */
export async function signIn(
  input: LoginInput,
  client: string,
  options: { staff?: boolean } = {},
): Promise<{ token: string; account: SessionCustomer }> {
  const source = limitKeyOf(client);
  const counted = await hitRateLimits([
    { rule: LOGIN_FAILURES, subject: `${input.email} from ${source}`, refusal: (hit) => accountMessages.tooManyLogins(waitText(hit)) },
    { rule: LOGIN_FAILURES_PER_SOURCE, subject: source, refusal: (hit) => accountMessages.tooManyLoginsFromNetwork(waitText(hit)) },
    { rule: LOGIN_FAILURES_PER_ACCOUNT, subject: input.email, refusal: (hit) => accountMessages.tooManyLoginsEverywhere(waitText(hit)) },
  ]);

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
  await refundRateLimits(counted);

  if (options.staff && row.role === "customer") throw new HttpError(403, accountMessages.notStaff);
  const account: SessionCustomer = { id: row.id, name: row.name, email: row.email, role: row.role, address: row.address };
  return { token: await issueSessionToken({ id: row.id, role: row.role, tokenVersion: row.tokenVersion }), account };
}
