import bcrypt from "bcryptjs";
import { PASSWORD_MAX_BYTES, passwordBytes } from "./password-rules";

/** bcrypt cost 10, the same as the demo accounts' (lib/seed/accounts.ts). */
export const PASSWORD_HASH_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_HASH_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (no such account) it still runs one
 * bcrypt comparison against a throwaway hash, so the answer takes as long either way and its
 * timing does not tell whether an e-mail has an account.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (hash === undefined) {
    dummyHash ??= bcrypt.hash("no account has this password", PASSWORD_HASH_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  const matches = await bcrypt.compare(password, hash);
  // bcrypt compared only the first 72 bytes; no stored password is longer than that.
  return matches && passwordBytes(password) <= PASSWORD_MAX_BYTES;
}
