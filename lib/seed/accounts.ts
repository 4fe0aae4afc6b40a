import "server-only";
import bcrypt from "bcryptjs";
import type { NewCustomer } from "@/models";
import type { Role } from "@/models/roles";
import { seedId } from "./ids";

/** The demo sign-ins. The README and the login screens' hints quote these exactly. */
export type AccountSeed = {
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  password: string;
};

export const ACCOUNTS: AccountSeed[] = [
  { name: "Demo Customer", email: "demo@teerang.in", phone: "9876543210", role: "customer", password: "Demo@1234" },
  { name: "Rohan Mehta", email: "seller@teerang.in", phone: null, role: "seller", password: "Seller@1234" },
  { name: "Ananya Iyer", email: "studio@teerang.in", phone: null, role: "seller", password: "Seller@1234" },
  { name: "TeeRang Admin", email: "admin@teerang.in", phone: null, role: "admin", password: "Admin@1234" },
];

const BCRYPT_COST = 10;

/** Customer rows for the demo accounts; each distinct password is hashed once. */
export async function accountRows(now: Date): Promise<NewCustomer[]> {
  const distinct = [...new Set(ACCOUNTS.map((a) => a.password))];
  const hashes = new Map(await Promise.all(distinct.map(async (p) => [p, await bcrypt.hash(p, BCRYPT_COST)] as const)));
  return ACCOUNTS.map((account) => ({
    id: seedId("customer", account.email),
    name: account.name,
    email: account.email.toLowerCase(),
    phone: account.phone,
    passwordHash: hashes.get(account.password)!,
    role: account.role,
    createdAt: now,
    updatedAt: now,
  }));
}
