import { hashPassword } from "@/lib/auth/passwords";
import { issueSessionToken, type SessionCustomer } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { customers } from "@/models";
import { accountMessages } from "./messages";
import type { RegisterInput } from "./schemas";

/**
 * Opens a shopper's account and signs it in. The e-mail's unique index decides a race between
 * two registrations: the second insert does nothing and gets the 409.
 */
export async function registerCustomer(input: RegisterInput): Promise<{ token: string; customer: SessionCustomer }> {
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
  return { token: await issueSessionToken({ ...customer, tokenVersion }), customer };
}
