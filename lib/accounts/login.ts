import { eq, sql } from "drizzle-orm";
import { verifyPassword } from "@/lib/auth/passwords";
import { issueSessionToken, sessionCustomerColumns, sessionCustomerOf, type SessionCustomer } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { limitKeyOf } from "@/lib/net/client-address";
import { hitRateLimits, refundRateLimits, waitText, type RateLimitRule } from "@/lib/rate-limit";
import { customers } from "@/models";
import { accountMessages } from "./messages";
import type { LoginInput } from "./schemas";

/*
 * Failed sign-ins. Shopper and staff sign-ins share every count: a guess is a guess at the same
 * password, whichever door it comes through.
 *
 * From a browser without the account's device cookie (lib/auth/device-cookie.ts), three limits:
 * - Per e-mail from one source: a guesser gets 10 tries at an account from their address, and
 *   locks only themselves out; the owner, elsewhere, still signs in.
 * - Per source over all e-mails: one address spraying passwords across many accounts. A
 *   household or office mistypes far less than 50 times in 15 minutes.
 * - Per e-mail from everywhere: guessing spread over many addresses (IPv6 hands one attacker
 *   countless /64s), 100 an hour.
 * That last one would let anyone lock an owner out, so it binds only browsers that never signed
 * in to the account: a request carrying the account's genuine device cookie skips all three and
 * has its own small limit (10 failures in 15 minutes, that device only). A password reset by
 * e-mail code lifts the account's counts (clearLoginFailures), so even an owner on a new browser
 * gets back in at once; the guessers, who cannot reset, stay limited per source.
 */
export const LOGIN_FAILURES: RateLimitRule = { name: "login-failures", limit: 10, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_SOURCE: RateLimitRule = { name: "login-failures-source", limit: 50, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: "login-failures-account", limit: 100, windowSeconds: 60 * 60 };
export const LOGIN_FAILURES_PER_DEVICE: RateLimitRule = { name: "login-failures-device", limit: 10, windowSeconds: 15 * 60 };

/**
 * Checks an e-mail and password and issues a session token. `client` is the caller's address
 * (lib/net/client-address.ts); `device` the id of the request's device cookie when it is
 * genuine and names this e-mail (knownDeviceOf), else null.
 *
 * Every attempt is counted before the password is checked, so concurrent guesses cannot all
 * slip under a limit; a right password gives its counts back, so only failures use them up.
 * A wrong password and an unknown e-mail get the same answer, after the same bcrypt work, and
 * count alike. `staff`: only sellers and admins may sign in (a shopper's right password gets a 403).
 */
export async function signIn(
  input: LoginInput,
  client: string,
  options: { staff?: boolean; device?: string | null } = {},
): Promise<{ token: string; account: SessionCustomer }> {
  const source = limitKeyOf(client);
  const counted = await hitRateLimits(
    options.device
      ? [{ rule: LOGIN_FAILURES_PER_DEVICE, subject: options.device, refusal: (hit) => accountMessages.tooManyLogins(waitText(hit)) }]
      : [
          { rule: LOGIN_FAILURES, subject: `${input.email} from ${source}`, refusal: (hit) => accountMessages.tooManyLogins(waitText(hit)) },
          { rule: LOGIN_FAILURES_PER_SOURCE, subject: source, refusal: (hit) => accountMessages.tooManyLoginsFromNetwork(waitText(hit)) },
          { rule: LOGIN_FAILURES_PER_ACCOUNT, subject: input.email, refusal: (hit) => accountMessages.tooManyLoginsEverywhere(waitText(hit)) },
        ],
  );

  const db = await getDb();
  const [row] = await db
    .select({ ...sessionCustomerColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.email, input.email))
    .limit(1);
  const matches = await verifyPassword(input.password, row?.passwordHash);
  if (!row || !matches) throw new HttpError(401, accountMessages.invalidLogin);
  await refundRateLimits(counted);

  if (options.staff && row.role === "customer") throw new HttpError(403, accountMessages.notStaff);
  const account = sessionCustomerOf(row);
  return { token: await issueSessionToken({ id: row.id, role: row.role, tokenVersion: row.tokenVersion }), account };
}

/**
 * Forgets the failed sign-ins counted against `email` (the account's ceiling and each source's
 * count for it): its owner has just proved they hold its mailbox. E-mails hold no spaces, so the
 * per-source keys' prefix names this e-mail only.
 */
export async function clearLoginFailures(email: string): Promise<void> {
  const perSource = `${LOGIN_FAILURES.name}:${email} from `;
  const db = await getDb();
  await db.execute(
    sql`delete from rate_limit_buckets
        where key = ${`${LOGIN_FAILURES_PER_ACCOUNT.name}:${email}`}
           or left(key, ${perSource.length}) = ${perSource}`,
  );
}
