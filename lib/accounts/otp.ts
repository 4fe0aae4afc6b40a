import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { getJwtSecret } from "@/lib/auth/jwt-secret";

/** How long a reset code works (spec §9: 120 seconds) and how many wrong tries void it. */
export const OTP_VALID_SECONDS = 120;
export const OTP_MAX_WRONG_TRIES = 5;

/** Six digits from the operating system's cryptographic generator, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/**
 * The stored form of a code: HMAC-SHA256 keyed with a key derived from the session secret, over
 * the e-mail and the code. A million codes are quick to try against a plain hash, so the key
 * keeps a leaked table useless; the e-mail in the message binds a code to its account.
 */
export function hashOtp(email: string, otp: string): string {
  const key = createHmac("sha256", getJwtSecret()).update("password-reset-otp").digest();
  return createHmac("sha256", key).update(`${email}\n${otp}`).digest("hex");
}

export function otpMatches(email: string, otp: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(email, otp), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
