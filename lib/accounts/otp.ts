import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { getJwtSecret } from "@/lib/auth/jwt-secret";

/** How long a reset code works (120 seconds) and how many wrong tries void a code. */
export const OTP_VALID_SECONDS = 120;
export const OTP_MAX_WRONG_TRIES = 5;

/** Six digits from the operating system's cryptographic generator, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** What a code is for: each has its own key, so a code of one kind never passes as the other. */
export type OtpPurpose = "password-reset-otp" | "registration-otp";

/**
 * The stored form of a code: HMAC-SHA256 keyed with a key derived from the session secret (and
 * the code's purpose), over the e-mail and the code. A million codes are quick to try against a
 * plain hash, so the key keeps a leaked table useless; the e-mail binds a code to its account.
 */
export function hashOtp(email: string, otp: string, purpose: OtpPurpose = "password-reset-otp"): string {
  const key = createHmac("sha256", getJwtSecret()).update(purpose).digest();
  return createHmac("sha256", key).update(`${email}\n${otp}`).digest("hex");
}

export function otpMatches(email: string, otp: string, storedHash: string, purpose: OtpPurpose = "password-reset-otp"): boolean {
  const given = Buffer.from(hashOtp(email, otp, purpose), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
