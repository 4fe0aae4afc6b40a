import bcrypt from "bcryptjs";
import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/customer/customer-login/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { POST as reset } from "@/app/api/reset-password/route";
import { GET as userInfo } from "@/app/api/useringfo/route";
import { limitKeyOf } from "@/lib/net/client-address";
import { passwordResetOtps, rateLimitBuckets } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import {
  freshClient,
  fromClient,
  get,
  latestOtpFor,
  manualClock,
  newCustomer,
  resetMailsTo,
  post,
  remember,
  restoreClock,
  statementsOf,
  uniqueEmail,
  withCookie,
} from "./auth-support";

const db = withTestDatabase();
afterEach(restoreClock);

const SENT = { message: "If an account exists for this e-mail, we have sent it a 6-digit code. It is valid for 2 minutes." };
/** The one answer to every code that does not reset a password, whatever the reason. */
const INVALID = { error: "This code is wrong or has expired. Check the e-mail or request a new code." };
const DONE = { message: "Your password has been changed. Please sign in with your new password." };

const askForCode = (email: string) => post(forgot, "/forgot-password", { email });
const resetWith = (email: string, otp: string, npassword = remember("Naya@Password9")) =>
  post(reset, "/reset-password", { email, otp, npassword });
const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, "0");
const signIn = (email: string, password: string) => post(login, "/customer/customer-login", { email, password });
const askForCodeFrom = (client: string, email: string) => post(forgot, "/forgot-password", { email }, fromClient(client));
const resetFrom = (client: string, email: string, otp: string) =>
  post(reset, "/reset-password", { email, otp, npassword: remember("Naya@Password9") }, fromClient(client));

describe("POST /api/forgot-password", () => {
  it("answers the same message whether or not the account exists, and mails a code only to a real account", async () => {
    manualClock();
    const shopper = await newCustomer("forgot");
    const stranger = uniqueEmail("stranger");

    const known = await askForCode(shopper.email.toUpperCase());
    const unknown = await askForCode(stranger);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(SENT);
    expect(unknown.body).toEqual(SENT);
    expect(resetMailsTo(shopper.email)).toHaveLength(1);
    expect(resetMailsTo(stranger)).toHaveLength(0);
    expect(await db().select().from(passwordResetOtps).where(eq(passwordResetOtps.email, stranger))).toHaveLength(0);
  });

  it("stores the code only as a keyed hash, bound to the e-mail, expiring 120 s later", async () => {
    const clock = manualClock();
    const shopper = await newCustomer("hashed");
    await askForCode(shopper.email);
    const otp = latestOtpFor(shopper.email);
    expect(otp).toMatch(/^\d{6}$/);
    const [row] = await db().select().from(passwordResetOtps).where(eq(passwordResetOtps.email, shopper.email));
    expect(row!.otpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.otpHash).not.toContain(otp);
    expect(row!.attempts).toBe(0);
    expect(row!.usedAt).toBeNull();
    expect(row!.expiresAt.getTime() - clock.now).toBe(120_000);
  });

  it("answers 400 naming the field for a bad e-mail", async () => {
    expect(await post(forgot, "/forgot-password", { email: "nope" })).toMatchObject({ status: 400, body: { error: "email: must be a valid e-mail address" } });
    expect(await post(forgot, "/forgot-password", {})).toMatchObject({ status: 400, body: { error: "email: is required" } });
  });

  it("sends at most one code a minute per e-mail: 429 with Retry-After", async () => {
    const clock = manualClock();
    const shopper = await newCustomer("minute");
    expect((await askForCode(shopper.email)).status).toBe(200);
    clock.advance(20);
    const tooSoon = await askForCode(shopper.email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ error: "We just sent a code to this e-mail. Please wait a minute before asking for another." });
    expect(tooSoon.headers.get("retry-after")).toBe("40");
    expect(resetMailsTo(shopper.email)).toHaveLength(1);
    clock.advance(40);
    expect((await askForCode(shopper.email)).status).toBe(200);
    expect(resetMailsTo(shopper.email)).toHaveLength(2);
  });

  it("sends at most five codes an hour per e-mail", async () => {
    const clock = manualClock();
    const shopper = await newCustomer("hour");
    for (let i = 0; i < 5; i++) {
      expect((await askForCode(shopper.email)).status, `code ${i + 1}`).toBe(200);
      clock.advance(61);
    }
    const sixth = await askForCode(shopper.email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe("Too many codes were asked for this e-mail. Please try again in 55 minutes.");
    expect(Number(sixth.headers.get("retry-after"))).toBe(3600 - 5 * 61);
    expect(resetMailsTo(shopper.email)).toHaveLength(5);
    clock.advance(3600 - 5 * 61);
    expect((await askForCode(shopper.email)).status).toBe(200);
  });

  it("limits an e-mail with no account the same way (no enumeration)", async () => {
    manualClock();
    const stranger = uniqueEmail("ghost");
    expect((await askForCode(stranger)).status).toBe(200);
    expect((await askForCode(stranger)).status).toBe(429);
  });
});

describe("POST /api/reset-password", () => {
  it("with the right code: changes the password, signs out every session, and the code is used up", async () => {
    const clock = manualClock();
    const shopper = await newCustomer("reset");
    await askForCode(shopper.email);
    const otp = latestOtpFor(shopper.email);
    clock.advance(120); // still valid at exactly 120 s

    const newPassword = remember("Naya@Password1");
    const answer = await resetWith(shopper.email, otp, newPassword);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(DONE);
    expect(answer.setCookie).toContain("customerToken=;");

    expect((await get(userInfo, "/useringfo", withCookie(shopper.token))).status).toBe(401);
    expect((await signIn(shopper.email, shopper.password)).status).toBe(401);
    expect((await signIn(shopper.email, newPassword)).status).toBe(200);

    const reused = await resetWith(shopper.email, otp, remember("Another@Pass2"));
    expect(reused).toMatchObject({ status: 400, body: INVALID });
    expect((await signIn(shopper.email, newPassword)).status).toBe(200);
  });

  it("refuses a code at 121 s", async () => {
    const clock = manualClock();
    const shopper = await newCustomer("expired");
    await askForCode(shopper.email);
    clock.advance(121);
    const answer = await resetWith(shopper.email, latestOtpFor(shopper.email));
    expect(answer).toMatchObject({ status: 400, body: INVALID });
    expect((await signIn(shopper.email, shopper.password)).status).toBe(200);
  });

  it("binds a code to its e-mail: another account's code does not work", async () => {
    manualClock();
    const a = await newCustomer("bound-a");
    const b = await newCustomer("bound-b");
    await askForCode(a.email);
    await askForCode(b.email);
    const otpA = latestOtpFor(a.email);
    const otpB = latestOtpFor(b.email);
    if (otpA !== otpB) expect((await resetWith(b.email, otpA)).status).toBe(400);
    // A code for an e-mail that never asked for one.
    const c = await newCustomer("bound-c");
    expect(await resetWith(c.email, otpA)).toMatchObject({ status: 400, body: INVALID });
    expect((await signIn(c.email, c.password)).status).toBe(200);
    expect((await resetWith(a.email, otpA)).status).toBe(200);
  });

  it("voids the code after five wrong tries, silently: every try gets the same answer", async () => {
    manualClock();
    const shopper = await newCustomer("five");
    await askForCode(shopper.email);
    const otp = latestOtpFor(shopper.email);
    for (let i = 0; i < 5; i++) expect(await resetWith(shopper.email, wrongCode(otp)), `try ${i + 1}`).toMatchObject({ status: 400, body: INVALID });

    const right = await resetWith(shopper.email, otp);
    expect(right).toMatchObject({ status: 400, body: INVALID });
    expect((await signIn(shopper.email, shopper.password)).status).toBe(200);
    const [row] = await db().select().from(passwordResetOtps).where(eq(passwordResetOtps.email, shopper.email));
    expect(row!.attempts).toBe(5);
    expect(row!.usedAt).not.toBeNull();
  });

  it("takes only the latest code: asking again replaces the earlier one", async () => {
    const clock = manualClock();
    const shopper = await newCustomer("latest");
    await askForCode(shopper.email);
    const first = latestOtpFor(shopper.email);
    clock.advance(61);
    await askForCode(shopper.email);
    const second = latestOtpFor(shopper.email);
    if (first !== second) expect((await resetWith(shopper.email, first)).status).toBe(400);
    expect((await resetWith(shopper.email, second)).status).toBe(200);
    const rows = await db().select().from(passwordResetOtps).where(eq(passwordResetOtps.email, shopper.email)).orderBy(desc(passwordResetOtps.createdAt));
    expect(rows.every((row) => row.usedAt !== null)).toBe(true);
  });

  it("lets only one of two simultaneous uses of a code through", async () => {
    manualClock();
    const shopper = await newCustomer("race");
    await askForCode(shopper.email);
    const otp = latestOtpFor(shopper.email);
    const answers = await Promise.all([resetWith(shopper.email, otp), resetWith(shopper.email, otp)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it("answers 400 naming the field for bad input, and spends no try", async () => {
    manualClock();
    const shopper = await newCustomer("input");
    await askForCode(shopper.email);
    const otp = latestOtpFor(shopper.email);
    for (const [body, error] of [
      [{ email: shopper.email, otp: "12345", npassword: "Naya@Password9" }, "otp: must be the 6-digit code from the e-mail"],
      [{ email: shopper.email, otp: "abcdef", npassword: "Naya@Password9" }, "otp: must be the 6-digit code from the e-mail"],
      [{ email: shopper.email, npassword: "Naya@Password9" }, "otp: is required"],
      [{ email: shopper.email, otp, npassword: "short" }, "npassword: must be at least 8 characters"],
      [{ email: shopper.email, otp, npassword: "x".repeat(73) }, "npassword: must be at most 72 bytes"],
      [{ otp, npassword: "Naya@Password9" }, "email: is required"],
    ] as const) {
      const answer = await post(reset, "/reset-password", body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.startsWith(error), answer.body.error).toBe(true);
    }
    const [row] = await db().select().from(passwordResetOtps).where(eq(passwordResetOtps.email, shopper.email));
    expect(row!.attempts).toBe(0);
    expect((await resetWith(shopper.email, otp)).status).toBe(200);
  });
});

describe("POST /api/reset-password tells no e-mail from another", () => {
  /** The accounts and codes for one refused try of each kind, and the tries themselves. */
  async function refusals() {
    const clock = manualClock();
    const expired = await newCustomer("expired-code");
    await askForCode(expired.email);
    const expiredOtp = latestOtpFor(expired.email);
    clock.advance(121); // that code's 120 s are over; the codes below are fresh

    const live = await newCustomer("live");
    await askForCode(live.email);
    const liveOtp = latestOtpFor(live.email);

    const voided = await newCustomer("voided");
    await askForCode(voided.email);
    const voidedOtp = latestOtpFor(voided.email);
    for (let i = 0; i < 5; i++) await resetWith(voided.email, wrongCode(voidedOtp));

    const used = await newCustomer("used");
    await askForCode(used.email);
    const usedOtp = latestOtpFor(used.email);
    expect((await resetWith(used.email, usedOtp)).status).toBe(200);

    const neverAsked = await newCustomer("never-asked");
    return {
      "a wrong code": () => resetWith(live.email, wrongCode(liveOtp)),
      "an expired code": () => resetWith(expired.email, expiredOtp),
      "a code voided by five wrong tries": () => resetWith(voided.email, voidedOtp),
      "a code already used": () => resetWith(used.email, usedOtp),
      "an account that asked for no code": () => resetWith(neverAsked.email, "123456"),
      "an e-mail with no account": () => resetWith(uniqueEmail("nobody"), "123456"),
    };
  }

  it("answers a wrong, expired, voided or used code, an account with no code and an unknown e-mail alike", async () => {
    const answers = [];
    for (const [what, attempt] of Object.entries(await refusals())) {
      const answer = await attempt();
      answers.push({ what, status: answer.status, body: answer.body, cookie: answer.setCookie, retryAfter: answer.headers.get("retry-after") });
    }
    for (const answer of answers) expect(answer, answer.what).toEqual({ what: answer.what, status: 400, body: INVALID, cookie: null, retryAfter: null });
  });

  it("does the same work in every case: one bcrypt hash and the same SQL statements in the same order", async () => {
    const hashes = vi.spyOn(bcrypt, "hash");
    try {
      const work: Record<string, { statements: string[]; hashes: number }> = {};
      for (const [what, attempt] of Object.entries(await refusals())) {
        hashes.mockClear();
        const statements = await statementsOf(attempt);
        work[what] = { statements, hashes: hashes.mock.calls.length };
      }
      const wrongCodeWork = work["a wrong code"]!;
      expect(wrongCodeWork.hashes).toBe(1);
      // Looked up, then a wrong try counted (on no row at all when there is no live code).
      expect(wrongCodeWork.statements.some((text) => /^update "password_reset_otps"/.test(text))).toBe(true);
      for (const [what, done] of Object.entries(work)) expect(done, what).toEqual(wrongCodeWork);
    } finally {
      hashes.mockRestore();
    }
  });
});

describe("reset limits by source", () => {
  it("sends at most 20 codes an hour from one address, whatever the e-mails; other addresses are independent", async () => {
    const clock = manualClock();
    const client = freshClient();
    for (let i = 0; i < 20; i++) expect((await askForCodeFrom(client, uniqueEmail(`many-${i}`))).status, `request ${i + 1}`).toBe(200);
    const shopper = await newCustomer("household");
    const refused = await askForCodeFrom(client, shopper.email);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "Too many codes were asked for from your network. Please try again in 60 minutes." });
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(resetMailsTo(shopper.email)).toHaveLength(0);

    // Refused for its source, the request used up none of the e-mail's own sends (1 a minute).
    expect((await askForCodeFrom(freshClient(), shopper.email)).status).toBe(200);
    expect(resetMailsTo(shopper.email)).toHaveLength(1);
    clock.advance(3600);
    expect((await askForCodeFrom(client, uniqueEmail("next-hour"))).status).toBe(200);
  });

  it("refuses the 31st wrong code from one address in an hour, whatever the e-mails, and counts no right one", async () => {
    const clock = manualClock();
    const client = freshClient();
    const shopper = await newCustomer("own-code");
    await askForCode(shopper.email);
    expect((await resetFrom(client, shopper.email, latestOtpFor(shopper.email))).status).toBe(200); // given back
    for (let i = 0; i < 30; i++) expect((await resetFrom(client, uniqueEmail(`guess-${i}`), "123456")).status, `try ${i + 1}`).toBe(400);
    const buckets = await db().select().from(rateLimitBuckets);
    expect(buckets.find((b) => b.key === `reset-tries-source:${limitKeyOf(client)}`)?.count).toBe(30);

    const other = await newCustomer("own-code-2");
    await askForCode(other.email);
    const otp = latestOtpFor(other.email);
    const refused = await resetFrom(client, other.email, otp);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "Too many wrong codes were tried from your network. Please try again in 60 minutes." });
    expect(refused.headers.get("retry-after")).toBe("3600");
    // Refused before the code was looked at: it still works, from another address.
    expect((await resetFrom(freshClient(), other.email, otp)).status).toBe(200);
    clock.advance(3600);
    expect((await resetFrom(client, uniqueEmail("next-hour"), "123456")).status).toBe(400);
  }, 120_000); // 30 bcrypt hashes
});

