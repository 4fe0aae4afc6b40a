import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/passwords";
import { now } from "@/lib/clock";
import { afterResponse } from "@/lib/after-response";
import { getConfig, type Config } from "@/lib/config";
import { getDb, withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { passwordResetMail } from "@/lib/mail/otp-mail";
import { sendMail } from "@/lib/mail/transport";
import { hitRateLimit, tooManyRequests, waitText, type RateLimitRule } from "@/lib/rate-limit";
import { customers, passwordResetOtps } from "@/models";
import { accountMessages } from "./messages";
import { generateOtp, hashOtp, OTP_MAX_WRONG_TRIES, OTP_VALID_SECONDS, otpMatches } from "./otp";
import type { ForgotPasswordInput, ResetPasswordInput } from "./schemas";

/** Codes an e-mail may be sent: one a minute, five an hour. */
export const OTP_SENDS_PER_MINUTE: RateLimitRule = { name: "otp-send-minute", limit: 1, windowSeconds: 60 };
export const OTP_SENDS_PER_HOUR: RateLimitRule = { name: "otp-send-hour", limit: 5, windowSeconds: 60 * 60 };

/**
 * Sends a reset code to the e-mail's account. The answer is the same whether or not the
 * account exists, and so is its timing: only the send limits (which count every e-mail alike)
 * are checked before answering; looking the account up, storing the code and mailing it happen
 * after the response has gone out (lib/after-response.ts). A new code replaces any earlier one:
 * only the latest works.
 */
export async function requestPasswordReset(input: ForgotPasswordInput, config: Config = getConfig()): Promise<void> {
  const minute = await hitRateLimit(OTP_SENDS_PER_MINUTE, input.email);
  if (!minute.allowed) throw tooManyRequests(minute, accountMessages.otpTooSoon);
  const hour = await hitRateLimit(OTP_SENDS_PER_HOUR, input.email);
  if (!hour.allowed) throw tooManyRequests(hour, accountMessages.otpTooMany(waitText(hour)));
  afterResponse("password reset mail", () => mailResetCode(input.email, config));
}

/** Stores a new code for the e-mail's account, if there is one, and mails it. */
async function mailResetCode(email: string, config: Config): Promise<void> {
  const db = await getDb();
  const [account] = await db
    .select({ name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  if (!account) return;

  const otp = generateOtp();
  const at = now();
  await withTransaction(async (tx) => {
    await tx
      .update(passwordResetOtps)
      .set({ usedAt: at })
      .where(and(eq(passwordResetOtps.email, account.email), isNull(passwordResetOtps.usedAt)));
    await tx.insert(passwordResetOtps).values({
      email: account.email,
      otpHash: hashOtp(account.email, otp),
      expiresAt: new Date(at.getTime() + OTP_VALID_SECONDS * 1000),
      createdAt: at,
    });
  });

  await sendMail(passwordResetMail({ to: account.email, name: account.name, otp, validSeconds: OTP_VALID_SECONDS, shopUrl: config.publicBaseUrl }), config);
  if (!config.smtpUrl && config.nodeEnv === "development") {
    console.info(`[mail] Password reset code for ${account.email}: ${otp} (mail in ${config.dataDir}/outbox)`);
  }
}

/**
 * Checks a reset code and sets the new password. The code must be the e-mail's latest, unused,
 * at most 120 s old and not voided; a wrong one counts a try and the fifth voids it. Success
 * uses the code up and bumps the token version, which signs out every session.
 * The code's row is locked for the check, so two tries of one code cannot both pass.
 */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.npassword);
  const at = now();
  const outcome = await withTransaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(passwordResetOtps)
      .where(and(eq(passwordResetOtps.email, input.email), isNull(passwordResetOtps.usedAt)))
      .orderBy(desc(passwordResetOtps.createdAt))
      .limit(1)
      .for("update");
    if (!code || at.getTime() > code.expiresAt.getTime() || code.attempts >= OTP_MAX_WRONG_TRIES) {
      return { ok: false as const, message: accountMessages.otpInvalid };
    }
    if (!otpMatches(input.email, input.otp, code.otpHash)) {
      const attempts = code.attempts + 1;
      const voided = attempts >= OTP_MAX_WRONG_TRIES;
      await tx
        .update(passwordResetOtps)
        .set({ attempts, usedAt: voided ? at : null })
        .where(eq(passwordResetOtps.id, code.id));
      return {
        ok: false as const,
        message: voided ? accountMessages.otpVoided : accountMessages.otpWrong(OTP_MAX_WRONG_TRIES - attempts),
      };
    }
    await tx.update(passwordResetOtps).set({ usedAt: at }).where(eq(passwordResetOtps.id, code.id));
    const changed = await tx
      .update(customers)
      .set({ passwordHash, tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: at })
      .where(eq(customers.email, input.email))
      .returning({ id: customers.id });
    return changed.length ? { ok: true as const } : { ok: false as const, message: accountMessages.otpInvalid };
  });
  // The wrong try is stored (the transaction committed) before the caller hears about it.
  if (!outcome.ok) throw new HttpError(400, outcome.message);
}
