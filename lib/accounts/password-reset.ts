import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/passwords";
import { now } from "@/lib/clock";
import { afterResponse } from "@/lib/after-response";
import { getConfig, type Config } from "@/lib/config";
import { getDb, withTransaction, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { passwordResetMail } from "@/lib/mail/otp-mail";
import { sendMail } from "@/lib/mail/transport";
import { limitKeyOf } from "@/lib/net/client-address";
import { hitRateLimits, refundRateLimits, waitText, type RateLimitRule } from "@/lib/rate-limit";
import { customers, passwordResetOtps } from "@/models";
import { clearLoginFailures } from "./login";
import { accountMessages } from "./messages";
import { generateOtp, hashOtp, OTP_MAX_WRONG_TRIES, OTP_VALID_SECONDS, otpMatches } from "./otp";
import type { ForgotPasswordInput, ResetPasswordInput } from "./schemas";
import { log } from "@/server/log/log.mjs";

/** Codes an e-mail may be sent: one a minute, five an hour. */
export const OTP_SENDS_PER_MINUTE: RateLimitRule = { name: "otp-send-minute", limit: 1, windowSeconds: 60 };
export const OTP_SENDS_PER_HOUR: RateLimitRule = { name: "otp-send-hour", limit: 5, windowSeconds: 60 * 60 };
/** Codes one source may ask for, over all e-mails: mail sent to strangers' inboxes in the shop's name. */
export const OTP_SENDS_PER_SOURCE: RateLimitRule = { name: "otp-send-source", limit: 20, windowSeconds: 60 * 60 };
/**
 * Wrong codes one source may try, over all e-mails (a right one gives its count back): the
 * per-code limit (5 tries) does not stop one client trying the codes of many accounts.
 */
export const RESET_TRIES_PER_SOURCE: RateLimitRule = { name: "reset-tries-source", limit: 30, windowSeconds: 60 * 60 };

/**
 * Sends a reset code to the e-mail's account. `client` is the caller's address
 * (lib/net/client-address.ts). The answer is the same whether or not the account exists, and
 * so is its timing: only the send limits (which count every e-mail alike) are checked before
 * answering; looking the account up, storing the code and mailing it happen after the response
 * has gone out (lib/after-response.ts). A new code replaces any earlier one: only the latest works.
 *
 * The e-mail's own limits come first, so a shopper pressing "Send OTP" twice is told to wait
 * without using up what their household may ask for.
 */
export async function requestPasswordReset(input: ForgotPasswordInput, client: string, config: Config = getConfig()): Promise<void> {
  await hitRateLimits([
    { rule: OTP_SENDS_PER_MINUTE, subject: input.email, refusal: () => accountMessages.otpTooSoon },
    { rule: OTP_SENDS_PER_HOUR, subject: input.email, refusal: (hit) => accountMessages.otpTooMany(waitText(hit)) },
    { rule: OTP_SENDS_PER_SOURCE, subject: limitKeyOf(client), refusal: (hit) => accountMessages.otpTooManyFromNetwork(waitText(hit)) },
  ]);
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
    log.info(`[mail] Password reset code for ${account.email}: ${otp} (mail in ${config.dataDir}/outbox)`);
  }
}

/** Stand-ins for a code when the e-mail has no live one, so a refused try does the same work. */
const NO_CODE_ID = "00000000-0000-0000-0000-000000000000";
const NO_CODE_HASH = "0".repeat(64);

/**
 * Checks a reset code and sets the new password. The code must be the e-mail's latest, unused,
 * at most 120 s old and not voided; success uses the code up and bumps the token version, which
 * signs out every session. The code's row is locked for the check, so two tries of one code
 * cannot both pass.
 *
 * Every refusal looks and costs the same, so the answer does not tell an e-mail with an account
 * (or with a code) from one without: the same message, after the same bcrypt hash (run first,
 * always), the same lookup, the same HMAC comparison (against a stand-in when there is no code)
 * and the same update counting a wrong try (of no row when there is no live code). The fifth
 * wrong try on a code voids it, silently.
 *
 * `client` is the caller's address (lib/net/client-address.ts): its tries are counted before
 * anything else and a right code gives its count back.
 */
export async function resetPassword(input: ResetPasswordInput, client: string): Promise<void> {
  const counted = await hitRateLimits([
    { rule: RESET_TRIES_PER_SOURCE, subject: limitKeyOf(client), refusal: (hit) => accountMessages.resetTooManyFromNetwork(waitText(hit)) },
  ]);
  const passwordHash = await hashPassword(input.npassword);
  const at = now();
  const changed = await withTransaction(async (tx) => {
    const [code] = await tx
      .select({ id: passwordResetOtps.id, otpHash: passwordResetOtps.otpHash, expiresAt: passwordResetOtps.expiresAt, attempts: passwordResetOtps.attempts })
      .from(passwordResetOtps)
      .where(and(eq(passwordResetOtps.email, input.email), isNull(passwordResetOtps.usedAt)))
      .orderBy(desc(passwordResetOtps.createdAt))
      .limit(1)
      .for("update");
    const live = code !== undefined && at.getTime() <= code.expiresAt.getTime() && code.attempts < OTP_MAX_WRONG_TRIES;
    const matches = otpMatches(input.email, input.otp, code?.otpHash ?? NO_CODE_HASH);
    if (!live || !matches) {
      await countWrongTry(tx, code?.id ?? NO_CODE_ID, at);
      return false;
    }
    await tx.update(passwordResetOtps).set({ usedAt: at }).where(eq(passwordResetOtps.id, code.id));
    const updated = await tx
      .update(customers)
      .set({ passwordHash, tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: at })
      .where(eq(customers.email, input.email))
      .returning({ id: customers.id });
    return updated.length > 0;
  });
  // The wrong try is stored (the transaction committed) before the caller hears about it.
  if (!changed) throw new HttpError(400, accountMessages.otpRefused);
  await refundRateLimits(counted);
  // Whoever guessed at the old password no longer stands between the owner and the new one.
  await clearLoginFailures(input.email);
}

/**
 * One wrong try on a code; the fifth voids it. Computed in SQL, so the statement is the same
 * text whatever the code's state, even for the stand-in id that matches no row.
 */
async function countWrongTry(tx: Transaction, codeId: string, at: Date): Promise<void> {
  await tx
    .update(passwordResetOtps)
    .set({
      attempts: sql`${passwordResetOtps.attempts} + 1`,
      usedAt: sql`case when ${passwordResetOtps.attempts} + 1 >= ${OTP_MAX_WRONG_TRIES} then ${at.toISOString()}::timestamptz else ${passwordResetOtps.usedAt} end`,
    })
    .where(eq(passwordResetOtps.id, codeId));
}
