import { hashPassword } from "@/lib/auth/passwords";
import { issueSessionToken, type SessionCustomer } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { limitKeyOf } from "@/lib/net/client-address";
import { hitRateLimits, waitText, type RateLimitRule } from "@/lib/rate-limit";
import { customers } from "@/models";
import { accountMessages } from "./messages";
import type { RegisterInput } from "./schemas";

/**
 * Accounts one source may open in an hour: a family or an office signing up together stays far
 * below it; a script filling the table with accounts, or probing which e-mails are taken (a
 * 409), does not. Every attempt counts, taken e-mails too, before the bcrypt hash.
 */
export const REGISTRATIONS_PER_SOURCE: RateLimitRule = { name: "registrations-source", limit: 30, windowSeconds: 60 * 60 };

/**
 * Opens a shopper's account and signs it in. `client` is the caller's address
 * (lib/net/client-address.ts). The e-mail's unique index decides a race between two
 * registrations: the second insert does nothing and gets the 409.
 */
export async function registerCustomer(input: RegisterInput, client: string): Promise<{ token: string; customer: SessionCustomer }> {
  await hitRateLimits([
    { rule: REGISTRATIONS_PER_SOURCE, subject: limitKeyOf(client), refusal: (hit) => accountMessages.tooManyRegistrations(waitText(hit)) },
  ]);
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const db = await getDb();
  const [created] = await db
    .insert(customers)
    .values({ name: input.name, email: input.email, phone: input.phone, passwordHash, role: "customer", createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: customers.email })
    .returning({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      role: customers.role,
      address: customers.address,
      tokenVersion: customers.tokenVersion,
    });
  if (!created) throw new HttpError(409, accountMessages.emailTaken);
  const { tokenVersion, ...customer } = created;
  return { token: await issueSessionToken({ id: customer.id, role: customer.role, tokenVersion }), customer };
}
