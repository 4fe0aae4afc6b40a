import { count, eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/customer/customer-register/route";
import { GET as userInfo } from "@/app/api/useringfo/route";
import { limitKeyOf } from "@/lib/net/client-address";
import { customers, rateLimitBuckets, registrationCodes } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import {
  cookieToken,
  decodeQuotedPrintable,
  freshClient,
  fromClient,
  get,
  manualClock,
  newCustomer,
  otpOf,
  outboxMailsTo,
  post,
  registerFrom,
  remember,
  restoreClock,
  send,
  uniqueEmail,
  withBearer,
} from "./auth-support";
import { registerWithCode } from "../harness/registration";

const db = withTestDatabase();
afterEach(restoreClock);

const valid = () => ({ name: "Arjun Verma", phone: "9123456780", email: uniqueEmail("reg"), password: remember("Chai@Masala1") });
/** The one answer to the first step, for every e-mail. */
const CODE_SENT = {
  message:
    "We have sent a 6-digit code to your e-mail. Enter it here to finish creating your account; it is valid for 10 minutes. If the e-mail already has an account, the mail says how to sign in instead.",
};
/** The reset's answer to every code that does not work. */
const CODE_REFUSED = { error: "This code is wrong or has expired. Check the e-mail or request a new code." };

async function customerCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(customers);
  return row!.n;
}

const ask = (body: Record<string, unknown>, headers?: Record<string, string>) => post(register, "/customer/customer-register", body, headers);
/** Both steps from a fresh address: the second answer. */
const registered = (details = valid(), headers: Record<string, string> = {}) => registerFrom(freshClient(), details, headers);
const latestCode = (email: string) => otpOf(outboxMailsTo(email).at(-1)!);
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, "0");

describe("registration does not tell which e-mails have accounts", () => {
  it("answers an e-mail with an account exactly as a new one (202, no cookie), and mails each what it needs", async () => {
    const clock = manualClock();
    const taken = await newCustomer("enum-taken");
    clock.advance(60); // past the minute between two mails to one e-mail
    const mailsBefore = outboxMailsTo(taken.email).length;
    const fresh = uniqueEmail("enum-new");
    const details = { name: "Arjun Verma", phone: "9123456780", password: remember("Chai@Masala1") };
    const [before] = await db().select().from(customers).where(eq(customers.email, taken.email));
    const a = await ask({ ...details, email: taken.email.toUpperCase() });
    const b = await ask({ ...details, email: fresh });
    expect([a.status, a.body, a.setCookies]).toEqual([202, CODE_SENT, []]);
    expect([b.status, b.body, b.setCookies]).toEqual([202, CODE_SENT, []]);
    expect(a.headers.get("cache-control")).toBe("no-store");

    // The account's owner is told it exists, with the way to sign in or reset; no code.
    const toOwner = outboxMailsTo(taken.email);
    expect(toOwner).toHaveLength(mailsBefore + 1);
    const ownerMail = decodeQuotedPrintable(toOwner.at(-1)!);
    expect(ownerMail).toMatch(/^Subject: You already have a TeeRang account/m);
    expect(ownerMail).toContain("/login");
    expect(ownerMail).toContain("Forgot your password?");
    expect(ownerMail).not.toMatch(/^ {4}\d{6}\r?$/m);
    // Nothing is stored or changed for it.
    const codes = await db().select().from(registrationCodes).where(eq(registrationCodes.email, taken.email));
    expect(codes.map((code) => code.usedAt !== null)).toEqual([true]); // only the one that opened it
    const [after] = await db().select().from(customers).where(eq(customers.email, taken.email));
    expect(after).toEqual(before);

    // A new e-mail gets a code, stored only as a keyed hash; the typed name is not in the mail.
    const toNew = outboxMailsTo(fresh);
    expect(toNew).toHaveLength(1);
    expect(decodeQuotedPrintable(toNew[0]!)).toMatch(/^Subject: Your TeeRang account code/m);
    expect(decodeQuotedPrintable(toNew[0]!)).not.toContain("Arjun");
    const otp = otpOf(toNew[0]!);
    const [code] = await db().select().from(registrationCodes).where(eq(registrationCodes.email, fresh));
    expect(code!.otpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(code!.otpHash).not.toContain(otp);
  });

  it("answers any code for an e-mail with an account with the reset's one 400, and changes nothing", async () => {
    const clock = manualClock();
    const taken = await newCustomer("enum-code");
    clock.advance(60);
    const [before] = await db().select().from(customers).where(eq(customers.email, taken.email));
    await ask({ ...valid(), email: taken.email });
    const answer = await ask({ ...valid(), email: taken.email, otp: "123456" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(CODE_REFUSED);
    expect(answer.setCookies).toEqual([]);
    const [after] = await db().select().from(customers).where(eq(customers.email, taken.email));
    expect(after).toEqual(before);
  });

  it("refuses a wrong, an expired and a used code alike; the fifth wrong try voids the code", async () => {
    const clock = manualClock();
    const details = valid();
    expect((await ask(details)).status).toBe(202);
    const otp = latestCode(details.email);
    for (let i = 0; i < 4; i++) expect((await ask({ ...details, otp: wrong(otp) })).body).toEqual(CODE_REFUSED);
    expect((await ask({ ...details, otp: wrong(otp) })).status).toBe(400); // the fifth: voided
    expect((await ask({ ...details, otp })).body).toEqual(CODE_REFUSED);
    expect(await customerCount()).toBeGreaterThan(0);

    // A new code works; it expires after 10 minutes.
    clock.advance(61);
    expect((await ask(details)).status).toBe(202);
    const second = latestCode(details.email);
    expect(second).not.toBeUndefined();
    clock.advance(10 * 60 + 1);
    expect((await ask({ ...details, otp: second })).body).toEqual(CODE_REFUSED);
    clock.advance(60);
    expect((await ask(details)).status).toBe(202);
    const third = latestCode(details.email);
    const opened = await ask({ ...details, otp: third });
    expect(opened.status).toBe(201);
    // Used: a second account cannot be opened with it.
    expect((await ask({ ...details, otp: third })).body).toEqual(CODE_REFUSED);
  });

  it("lets one code open one account, however many use it at once", async () => {
    const details = valid();
    await ask(details);
    const otp = latestCode(details.email);
    const answers = await Promise.all([1, 2, 3].map(() => ask({ ...details, otp })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    const rows = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, details.email));
    expect(rows).toHaveLength(1);
  });

  it("asks an e-mail, with an account or not, to wait a minute before another mail", async () => {
    const clock = manualClock();
    const taken = await newCustomer("enum-wait");
    clock.advance(60);
    const fresh = uniqueEmail("enum-wait-new");
    for (const email of [taken.email, fresh]) {
      expect((await ask({ ...valid(), email })).status).toBe(202);
      const again = await ask({ ...valid(), email });
      expect(again.status).toBe(429);
      expect(again.body).toEqual({ error: "We just sent a code to this e-mail. Please wait a minute before asking for another." });
    }
    clock.advance(60);
    expect((await ask({ ...valid(), email: fresh })).status).toBe(202);
  });
});

describe("POST /api/customer/customer-register", () => {
  it("with the code, opens the account, answers 201 { token, message } and sets the session and device cookies", async () => {
    const details = valid();
    const answer = await registered(details);
    expect(answer.status).toBe(201);
    expect(answer.setCookies.map((cookie) => cookie.split("=")[0])).toEqual(["customerToken", "signedIn", "signInDevice"]);
    expect(Object.keys(answer.body).sort()).toEqual(["message", "token"]);
    expect(answer.body.message).toBe("Welcome to TeeRang, Arjun Verma! Your account is ready.");
    expect(cookieToken(answer.setCookie)).toBe(answer.body.token);
    expect(answer.headers.get("cache-control")).toBe("no-store");

    const me = await get(userInfo, "/useringfo", withBearer(answer.body.token));
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ name: "Arjun Verma", email: details.email, address: null });
  });

  it("signs the token with HS256 for 7 days, naming the account but not the shopper's name or e-mail", async () => {
    const details = valid();
    const answer = await registered(details);
    expect(decodeProtectedHeader(answer.body.token)).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = decodeJwt(answer.body.token);
    expect(Object.keys(claims).sort()).toEqual(["exp", "iat", "id", "role", "tokenVersion"]);
    const payload = Buffer.from(answer.body.token.split(".")[1], "base64url").toString("utf8");
    expect(payload).not.toContain(details.email);
    expect(payload).not.toContain(details.name);
    expect(claims.role).toBe("customer");
    expect(claims.tokenVersion).toBe(0);
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
  });

  it("sets customerToken httpOnly, SameSite=Lax, Path=/ for 7 days; Secure only behind https", async () => {
    const overHttp = await registered();
    expect(overHttp.setCookie).toMatch(/^customerToken=[\w-]+\.[\w-]+\.[\w-]+; /);
    for (const part of ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=604800"]) expect(overHttp.setCookie).toContain(part);
    expect(overHttp.setCookie).not.toContain("Secure");

    const behindProxy = await registered(valid(), { "x-forwarded-proto": "https" });
    expect(behindProxy.setCookie).toContain("; Secure");
    const overHttps = await registerWithCode(
      (body) => send(register, "POST", "", { url: "https://shop.test/api/customer/customer-register", body, headers: { origin: "https://shop.test" } }),
      valid(),
    );
    expect(overHttps.status).toBe(201);
    expect(overHttps.setCookie).toContain("; Secure");
  });

  it("stores the e-mail in lower case, the phone as 10 digits and the password as a bcrypt hash of cost 10 or more", async () => {
    const details = { ...valid(), email: `  MiXeD.${uniqueEmail("case")}  `.replace("@", "@EXAMPLE."), phone: "+91 98765-43210" };
    const answer = await registered(details);
    expect(answer.status).toBe(201);
    const email = details.email.trim().toLowerCase();
    const [row] = await db().select().from(customers).where(eq(customers.email, email));
    expect(row).toBeDefined();
    expect(row!.phone).toBe("9876543210");
    expect(row!.role).toBe("customer");
    expect(row!.passwordHash).not.toContain(details.password);
    const [, version, cost] = row!.passwordHash.split("$");
    expect(version).toMatch(/^2[aby]$/);
    expect(Number(cost)).toBeGreaterThanOrEqual(10);
  });

  it("answers 400 naming the field for bad input, and stores nothing", async () => {
    const before = await customerCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid(), name: "  " }, "name: is required"],
      [{ ...valid(), name: undefined }, "name: is required"],
      [{ ...valid(), phone: "12345" }, "phone: must be a 10-digit Indian mobile number"],
      [{ ...valid(), phone: "5123456789" }, "phone: must be a 10-digit Indian mobile number"],
      [{ ...valid(), phone: "98765432101" }, "phone: must be a 10-digit Indian mobile number"],
      [{ ...valid(), phone: "98765abcde" }, "phone: must be a 10-digit Indian mobile number"],
      [{ ...valid(), email: "not-an-email" }, "email: must be a valid e-mail address"],
      [{ ...valid(), email: undefined }, "email: is required"],
      [{ ...valid(), password: "Short@1" }, "password: must be at least 8 characters"],
      [{ ...valid(), password: "a".repeat(73) }, "password: must be at most 72 bytes"],
      [{ ...valid(), password: "पासवर्ड".repeat(4) }, "password: must be at most 72 bytes"], // 28 letters, 84 bytes
      [{ ...valid(), password: 12345678 }, "password: must be text"],
      [{ ...valid(), otp: "12345" }, "otp: must be the 6-digit code from the e-mail"],
      [{ ...valid(), otp: "abcdef" }, "otp: must be the 6-digit code from the e-mail"],
      [{ ...valid(), otp: null }, "otp: is required"],
    ];
    for (const [body, error] of cases) {
      const answer = await post(register, "/customer/customer-register", body);
      expect(answer.status, error).toBe(400);
      expect(answer.body.error.startsWith(error), `${answer.body.error} / ${error}`).toBe(true);
      expect(answer.setCookie).toBeNull();
    }
    for (const raw of ["{not json", "", "[]", "null"]) {
      const answer = await send(register, "POST", "/customer/customer-register", { body: raw, headers: { "content-type": "application/json" } });
      expect(answer.status, raw).toBe(400);
    }
    const huge = await post(register, "/customer/customer-register", { ...valid(), name: "x".repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(await customerCount()).toBe(before);
  });

  it("accepts the edges: 8 characters, exactly 72 bytes, a phone with +91 or a leading 0", async () => {
    for (const [password, phone] of [
      ["12345678", "09876543210"],
      ["a".repeat(72), "+919876543210"],
      ["é".repeat(36), "919876543210"],
    ] as const) {
      const answer = await registered({ ...valid(), password: remember(password), phone });
      expect(answer.status, password).toBe(201);
    }
  });
});

describe("registrations by source", () => {
  const askFrom = (client: string, details: Record<string, unknown> = valid()) => post(register, "/customer/customer-register", details, fromClient(client));

  it("starts at most 30 registrations an hour from one address, e-mails with accounts counted alike; the 31st gets 429 until the hour ends", async () => {
    const clock = manualClock();
    const client = freshClient();
    const taken = await newCustomer("taken");
    clock.advance(60);
    expect((await askFrom(client, { ...valid(), email: taken.email })).status).toBe(202);
    for (let i = 1; i < 30; i++) expect((await askFrom(client)).status, `registration ${i + 1}`).toBe(202);
    const refused = await askFrom(client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "Too many accounts were opened from your network. Please try again in 60 minutes." });
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(refused.setCookie).toBeNull();

    // Another address is independent.
    expect((await askFrom(freshClient())).status).toBe(202);
    clock.advance(3600);
    expect((await askFrom(client)).status).toBe(202);
  });

  it("counts one IPv6 household, whose devices pick many addresses, by its /64", async () => {
    manualClock();
    expect((await askFrom("2001:db8:5ee:d0c5::1")).status).toBe(202);
    expect((await askFrom("2001:db8:5ee:d0c5:a1b2:c3d4:e5f6:789")).status).toBe(202);
    expect((await askFrom("2001:db8:5ee:d0c6::1")).status).toBe(202);
    const counts = Object.fromEntries((await db().select().from(rateLimitBuckets)).map((b) => [b.key, b.count]));
    expect(counts[`registrations-source:${limitKeyOf("2001:db8:5ee:d0c5::1")}`]).toBe(2);
    expect(counts["registrations-source:2001:db8:5ee:d0c5::/64"]).toBe(2);
    expect(counts["registrations-source:2001:db8:5ee:d0c6::/64"]).toBe(1);
  });

  it("tries at most 30 wrong codes an hour from one address, over all e-mails", async () => {
    manualClock();
    const client = freshClient();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await askFrom(client, { ...valid(), otp: "000000" })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses[30]).toBe(429);
  }, 120_000); // 31 bcrypt hashes
});
