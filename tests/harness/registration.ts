import { generateOtp, hashOtp } from "@/lib/accounts/otp";
import { REGISTRATION_CODE_VALID_SECONDS } from "@/lib/accounts/register";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { registrationCodes } from "@/models";
import { outboxMailsTo, otpOf } from "./outbox";

export type RegistrationDetails = { name: string; phone: string; email: string; password: string };

/**
 * Registers as a shopper does, in both steps: the details (202), then the same with the code
 * from the mail in `dataDir`'s outbox (201 and the session). `post` sends one registration body
 * however the caller reaches the shop: a route handler, the harness, or a running server (whose
 * mail is written just after its answer, so the outbox is watched for up to 10 s). Returns the
 * second answer; a first answer other than 202 is returned as it is, for the caller to check.
 */
export async function registerWithCode<A extends { status: number }>(
  post: (body: Record<string, unknown>) => Promise<A>,
  details: RegistrationDetails,
  dataDir = getConfig().dataDir,
): Promise<A> {
  const email = details.email.trim().toLowerCase();
  const before = outboxMailsTo(email, dataDir).length;
  const asked = await post(details);
  if (asked.status !== 202) return asked;
  const deadline = Date.now() + 10_000;
  let mails = outboxMailsTo(email, dataDir);
  while (mails.length <= before && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    mails = outboxMailsTo(email, dataDir);
  }
  if (mails.length <= before) throw new Error(`no registration mail to ${email} in ${dataDir}/outbox`);
  return post({ ...details, otp: otpOf(mails[mails.length - 1]!) });
}

/**
 * Stores a live registration code for `email` as lib/accounts/register.ts does, without the
 * mail: the register route's example opens an account at each call, so input the fuzzer breaks
 * reaches the insert.
 */
export async function freshRegistrationCode(email: string): Promise<string> {
  const otp = generateOtp();
  const at = now();
  const db = await getDb();
  await db.insert(registrationCodes).values({
    email,
    otpHash: hashOtp(email, otp, "registration-otp"),
    expiresAt: new Date(at.getTime() + REGISTRATION_CODE_VALID_SECONDS * 1000),
    createdAt: at,
  });
  return otp;
}
