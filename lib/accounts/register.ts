import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { afterResponse } from "@/lib/after-response";
import { hashPassword } from "@/lib/auth/passwords";
import { issueSessionToken, sessionCustomerColumns, sessionCustomerOf, type SessionCustomer } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import { getConfig, type Config } from "@/lib/config";
import { getDb, withTransaction, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { log } from "@/server/log/log.mjs";
import { accountExistsMail, registrationCodeMail } from "@/lib/mail/registration-mail";
import { sendMail } from "@/lib/mail/transport";
import { limitKeyOf } from "@/lib/net/client-address";
import { hitRateLimits, refundRateLimits, waitText, type RateLimitRule } from "@/lib/rate-limit";
import { customers, registrationCodes } from "@/models";
import { accountMessages } from "./messages";
import { generateOtp, hashOtp, OTP_MAX_WRONG_TRIES, otpMatches } from "./otp";
import type { RegisterInput } from "./schemas";

/*
 * Registration in two steps, so its answers never say which e-mails have accounts:
 * 1. { name, phone, email, password } -> the same 202 for every e-mail. After the answer has
 *    gone, an e-mail with an account is mailed that it has one (and how to sign in or reset
 *    the password; nothing is stored or changed), any other a 6-digit code.
 * 2. The same details with `otp` -> the account, signed in. A code that is wrong, expired,
 *    used up, or that was never sent (an e-mail with an account never gets one) is the reset's
 *    one 400, after the same work.
 */

/** How long a registration code works: long enough to switch to the mail app and back. */
export const REGISTRATION_CODE_VALID_SECONDS = 10 * 60;

/**
 * Registrations one source may start in an hour: a family or an office signing up together
 * stays far below it; a script filling strangers' inboxes with the shop's mails does not.
 * Every e-mail counts alike, with an account or not.
 */
export const REGISTRATIONS_PER_SOURCE: RateLimitRule = { name: "registrations-source", limit: 30, windowSeconds: 60 * 60 };
/** Mails one e-mail may be sent by registrations: one a minute, five an hour. */
export const REGISTRATION_MAILS_PER_MINUTE: RateLimitRule = { name: "registration-mail-minute", limit: 1, windowSeconds: 60 };
export const REGISTRATION_MAILS_PER_HOUR: RateLimitRule = { name: "registration-mail-hour", limit: 5, windowSeconds: 60 * 60 };
/** Wrong codes one source may try, over all e-mails (a right one gives its count back). */
export const REGISTRATION_TRIES_PER_SOURCE: RateLimitRule = { name: "registration-tries-source", limit: 30, windowSeconds: 60 * 60 };

/**
 * Step 1. `client` is the caller's address (lib/net/client-address.ts). Only the limits (which
 * count every e-mail alike) run before the answer; the lookup, the code and the mail run after
 * it (lib/after-response.ts), so neither the answer nor its timing tells the two cases apart.
 * The e-mail's own limits come first, so a double click is told to wait without using up what
 * the household may ask for.
 */
export async function askToRegister(input: RegisterInput, client: string, config: Config = getConfig()): Promise<void> {
  await hitRateLimits([
    { rule: REGISTRATION_MAILS_PER_MINUTE, subject: input.email, refusal: () => accountMessages.registrationCodeTooSoon },
    { rule: REGISTRATION_MAILS_PER_HOUR, subject: input.email, refusal: (hit) => accountMessages.registrationCodeTooMany(waitText(hit)) },
    { rule: REGISTRATIONS_PER_SOURCE, subject: limitKeyOf(client), refusal: (hit) => accountMessages.tooManyRegistrations(waitText(hit)) },
  ]);
  afterResponse("registration mail", () => mailRegistration(input.email, config));
}

/** What step 1 answers, the same for every e-mail. */
export function registrationCodeSentMessage(): string {
  return accountMessages.registrationCodeSent(`${REGISTRATION_CODE_VALID_SECONDS / 60} minutes`);
}

async function mailRegistration(email: string, config: Config): Promise<void> {
  const db = await getDb();
  const [account] = await db.select({ name: customers.name }).from(customers).where(eq(customers.email, email)).limit(1);
  if (account) {
    await sendMail(accountExistsMail({ to: email, name: account.name, shopUrl: config.publicBaseUrl }), config);
    return;
  }
  const otp = generateOtp();
  const at = now();
  await withTransaction(async (tx) => {
    // Only the latest code works.
    await tx.update(registrationCodes).set({ usedAt: at }).where(and(eq(registrationCodes.email, email), isNull(registrationCodes.usedAt)));
    await tx.insert(registrationCodes).values({
      email,
      otpHash: hashOtp(email, otp, "registration-otp"),
      expiresAt: new Date(at.getTime() + REGISTRATION_CODE_VALID_SECONDS * 1000),
      createdAt: at,
    });
  });
  await sendMail(registrationCodeMail({ to: email, otp, validSeconds: REGISTRATION_CODE_VALID_SECONDS, shopUrl: config.publicBaseUrl }), config);
  if (!config.smtpUrl && config.nodeEnv === "development") {
    log.info(`[mail] Registration code for ${email}: ${otp} (mail in ${config.dataDir}/outbox)`);
  }
}

/** Stand-ins for a code when the e-mail has no live one, so a refused try does the same work. */
const NO_CODE_ID = "00000000-0000-0000-0000-000000000000";
const NO_CODE_HASH = "0".repeat(64);

/**
 * Step 2: checks the code and opens the account with the details given now, signed in. The
 * password is hashed first, always, and a refusal runs the same lookup, comparison (against a
 * stand-in when there is no code) and try-counting update, whatever the reason; the fifth wrong
 * try voids a code. The code's row is locked for the check, so one code opens one account. An
 * account opened for the e-mail meanwhile is a 409, told only to a holder of a right code.
 */
export async function finishRegistration(
  input: RegisterInput & { otp: string },
  client: string,
): Promise<{ token: string; customer: SessionCustomer }> {
  const counted = await hitRateLimits([
    { rule: REGISTRATION_TRIES_PER_SOURCE, subject: limitKeyOf(client), refusal: (hit) => accountMessages.registrationTooManyTries(waitText(hit)) },
  ]);
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const outcome = await withTransaction(async (tx) => {
    const [code] = await tx
      .select({ id: registrationCodes.id, otpHash: registrationCodes.otpHash, expiresAt: registrationCodes.expiresAt, attempts: registrationCodes.attempts })
      .from(registrationCodes)
      .where(and(eq(registrationCodes.email, input.email), isNull(registrationCodes.usedAt)))
      .orderBy(desc(registrationCodes.createdAt))
      .limit(1)
      .for("update");
    const live = code !== undefined && at.getTime() <= code.expiresAt.getTime() && code.attempts < OTP_MAX_WRONG_TRIES;
    const matches = otpMatches(input.email, input.otp, code?.otpHash ?? NO_CODE_HASH, "registration-otp");
    if (!live || !matches) {
      await countWrongTry(tx, code?.id ?? NO_CODE_ID, at);
      return null;
    }
    await tx.update(registrationCodes).set({ usedAt: at }).where(eq(registrationCodes.id, code.id));
    const [created] = await tx
      .insert(customers)
      .values({ name: input.name, email: input.email, phone: input.phone, passwordHash, role: "customer", createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: customers.email })
      .returning(sessionCustomerColumns);
    return { created };
  });
  // The wrong try is stored (the transaction committed) before the caller hears about it.
  if (!outcome) throw new HttpError(400, accountMessages.otpRefused);
  await refundRateLimits(counted);
  if (!outcome.created) throw new HttpError(409, accountMessages.emailTaken);
  const created = outcome.created;
  return { token: await issueSessionToken({ id: created.id, role: created.role, tokenVersion: created.tokenVersion }), customer: sessionCustomerOf(created) };
}

/** One wrong try on a code; the fifth voids it. The same statement whatever the code's state. */
async function countWrongTry(tx: Transaction, codeId: string, at: Date): Promise<void> {
  await tx
    .update(registrationCodes)
    .set({
      attempts: sql`${registrationCodes.attempts} + 1`,
      usedAt: sql`case when ${registrationCodes.attempts} + 1 >= ${OTP_MAX_WRONG_TRIES} then ${at.toISOString()}::timestamptz else ${registrationCodes.usedAt} end`,
    })
    .where(eq(registrationCodes.id, codeId));
}
