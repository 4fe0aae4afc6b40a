import { afterEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/customer/customer-login/route";
import { POST as staffLogin } from "@/app/api/seller/login/route";
import { GET as userInfo } from "@/app/api/useringfo/route";
import { limitKeyOf } from "@/lib/net/client-address";
import { rateLimitBuckets } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { cookieToken, freshClient, fromClient, get, manualClock, newCustomer, post, restoreClock, uniqueEmail, withCookie } from "./auth-support";

const db = withTestDatabase();
afterEach(restoreClock);

const INVALID = { error: "Invalid email or password" };

describe("POST /api/customer/customer-login", () => {
  it("signs in: { token, message } and the session cookie, which /useringfo accepts", async () => {
    const shopper = await newCustomer("login");
    const answer = await post(login, "/customer/customer-login", { email: shopper.email, password: shopper.password });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(["message", "token"]);
    expect(answer.body.message).toBe("Welcome back, Priya Sharma!");
    const token = cookieToken(answer.setCookie);
    expect(token).toBe(answer.body.token);
    // The signed-in hint pages read to know a session is worth asking about: no identity in it.
    expect(answer.setCookies).toContain("signedIn=1; Max-Age=604800; Path=/; SameSite=Lax");
    const me = await get(userInfo, "/useringfo", withCookie(token!));
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(shopper.email);
  });

  it("takes the e-mail in any case and with spaces around it", async () => {
    const shopper = await newCustomer("case");
    const answer = await post(login, "/customer/customer-login", { email: `  ${shopper.email.toUpperCase()} `, password: shopper.password });
    expect(answer.status).toBe(200);
  });

  it("signs in the seeded demo customer", async () => {
    const answer = await post(login, "/customer/customer-login", { email: "demo@teerang.in", password: "Demo@1234" });
    expect(answer.status).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail with the same 401, and no cookie", async () => {
    const shopper = await newCustomer("wrong");
    const wrongPassword = await post(login, "/customer/customer-login", { email: shopper.email, password: "not-the-password" });
    const unknownEmail = await post(login, "/customer/customer-login", { email: uniqueEmail("nobody"), password: shopper.password });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(INVALID);
      expect(answer.setCookie).toBeNull();
    }
    // A password longer than bcrypt reads, sharing the real one's first 72 bytes, is not the password.
    const long = await newCustomer("long", { password: "p".repeat(72) });
    const longer = await post(login, "/customer/customer-login", { email: long.email, password: "p".repeat(73) });
    expect(longer.status).toBe(400);
  });

  it("answers 400 naming the field for a missing or malformed e-mail or password", async () => {
    for (const [body, error] of [
      [{ password: "x" }, "email: is required"],
      [{ email: "x@", password: "x" }, "email: must be a valid e-mail address"],
      [{ email: "a@b.in" }, "password: is required"],
      [{ email: "a@b.in", password: "" }, "password: is required"],
    ] as const) {
      const answer = await post(login, "/customer/customer-login", body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error });
    }
  });
});

/** A sign-in attempt from one client (an address from the documentation ranges). */
const signInFrom = (client: string, email: string, password: string) =>
  post(login, "/customer/customer-login", { email, password }, fromClient(client));

async function bucketCount(key: string): Promise<number | undefined> {
  const buckets = await db().select().from(rateLimitBuckets);
  return buckets.find((b) => b.key === key)?.count;
}

describe("sign-in failure limit: 10 per e-mail from one source in 15 minutes", () => {
  it("answers 429 with Retry-After from the 11th failure on, even with the right password, until the window ends", async () => {
    const clock = manualClock();
    const client = freshClient();
    const shopper = await newCustomer("limit");
    for (let i = 0; i < 10; i++) {
      const answer = await signInFrom(client, shopper.email, `wrong-${i}`);
      expect(answer.status, `failure ${i + 1}`).toBe(401);
      clock.advance(30);
    }
    const blocked = await signInFrom(client, shopper.email, shopper.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: "Too many failed sign-in attempts for this e-mail. Please try again in 10 minutes." });
    expect(blocked.headers.get("retry-after")).toBe(String(15 * 60 - 300));
    expect(blocked.setCookie).toBeNull();

    // Another e-mail from the same source is not affected.
    const other = await newCustomer("limit-other");
    expect((await signInFrom(client, other.email, other.password)).status).toBe(200);

    clock.advance(15 * 60 - 300 - 1);
    expect((await signInFrom(client, shopper.email, shopper.password)).status).toBe(429);
    clock.advance(1);
    expect((await signInFrom(client, shopper.email, shopper.password)).status).toBe(200);
  });

  it("counts only failures: a right password in between does not use up an attempt", async () => {
    manualClock();
    const client = freshClient();
    const shopper = await newCustomer("refund");
    const attempt = (password: string) => signInFrom(client, shopper.email, password);
    for (let i = 0; i < 9; i++) expect((await attempt("wrong")).status).toBe(401);
    expect((await attempt(shopper.password)).status).toBe(200);
    expect((await attempt(shopper.password)).status).toBe(200);
    expect((await attempt("wrong")).status).toBe(401); // the 10th failure
    expect((await attempt(shopper.password)).status).toBe(429);
  });

  it("limits an e-mail with no account the same way (no enumeration), and keeps the count in the database", async () => {
    manualClock();
    const client = freshClient();
    const email = uniqueEmail("ghost");
    for (let i = 0; i < 10; i++) expect((await signInFrom(client, email, "guess")).status).toBe(401);
    const blocked = await signInFrom(client, email, "guess");
    expect(blocked.status).toBe(429);
    expect(await bucketCount(`login-failures:${email} from ${limitKeyOf(client)}`)).toBe(11);
  });

  it("lets at most 10 of 16 simultaneous wrong guesses be checked", async () => {
    manualClock();
    const client = freshClient();
    const shopper = await newCustomer("burst");
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => signInFrom(client, shopper.email, `guess-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe("sign-in limits by source and by account", () => {
  it("does not let a stranger's failures from their address lock the owner out: the owner signs in from another", async () => {
    manualClock();
    const stranger = freshClient();
    const owner = await newCustomer("owner");
    const answers = [];
    for (let i = 0; i < 14; i++) answers.push((await signInFrom(stranger, owner.email, `guess-${i}`)).status);
    expect(answers).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    expect((await signInFrom(stranger, owner.email, owner.password)).status).toBe(429);

    expect((await signInFrom(freshClient(), owner.email, owner.password)).status).toBe(200);
    // Staff sign-in shares the count: the stranger gets no fresh guesses there.
    expect((await post(staffLogin, "/seller/login", { email: owner.email, password: "guess" }, fromClient(stranger))).status).toBe(429);
  });

  it("counts an attempt refused by one limit against no other: a blocked stranger cannot use up the account's ceiling", async () => {
    manualClock();
    const stranger = freshClient();
    const email = uniqueEmail("ceiling-kept");
    for (let i = 0; i < 10; i++) await signInFrom(stranger, email, "guess");
    for (let i = 0; i < 40; i++) expect((await signInFrom(stranger, email, "guess")).status).toBe(429);
    expect(await bucketCount(`login-failures-account:${email}`)).toBe(10);
    expect(await bucketCount(`login-failures-source:${limitKeyOf(stranger)}`)).toBe(10);
  });

  it("answers 429 before the 80th failed sign-in from one source, whatever e-mails it tries, until the window ends", async () => {
    const clock = manualClock();
    const attacker = freshClient();
    const statuses = [];
    for (let i = 0; i < 80; i++) statuses.push((await signInFrom(attacker, uniqueEmail(`spray-${i}`), "Password@123")).status);
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses.slice(50)).toEqual(Array(30).fill(429));

    const shopper = await newCustomer("same-network");
    const blocked = await signInFrom(attacker, shopper.email, shopper.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: "Too many failed sign-in attempts from your network. Please try again in 15 minutes." });
    expect(blocked.headers.get("retry-after")).toBe(String(15 * 60));
    // Every other source is independent.
    expect((await signInFrom(freshClient(), shopper.email, shopper.password)).status).toBe(200);
    clock.advance(15 * 60);
    expect((await signInFrom(attacker, shopper.email, shopper.password)).status).toBe(200);
  }, 120_000); // 50 bcrypt checks: seconds, more on a busy machine

  it("stops guessing spread over many addresses at 100 failures an hour on one e-mail, for every source, until the hour ends", async () => {
    const clock = manualClock();
    const owner = await newCustomer("targeted");
    for (let source = 0; source < 10; source++) {
      const guesser = freshClient();
      for (let i = 0; i < 10; i++) expect((await signInFrom(guesser, owner.email, `guess-${source}-${i}`)).status).toBe(401);
    }
    const fromElsewhere = await signInFrom(freshClient(), owner.email, "guess-101");
    expect(fromElsewhere.status).toBe(429);
    expect(fromElsewhere.body).toEqual({ error: "Too many failed sign-in attempts for this e-mail from many places. Please try again in 60 minutes." });
    expect(fromElsewhere.headers.get("retry-after")).toBe(String(60 * 60));
    // The right password is not checked either: checking it would tell the guessers when they are right.
    expect((await signInFrom(freshClient(), owner.email, owner.password)).status).toBe(429);
    // Other e-mails are untouched.
    const other = await newCustomer("bystander");
    expect((await signInFrom(freshClient(), other.email, other.password)).status).toBe(200);
    clock.advance(60 * 60);
    expect((await signInFrom(freshClient(), owner.email, owner.password)).status).toBe(200);
  }, 120_000); // 100 bcrypt checks

  it("gives every count back on a right password", async () => {
    manualClock();
    const client = freshClient();
    const shopper = await newCustomer("all-refunded");
    expect((await signInFrom(client, shopper.email, "wrong")).status).toBe(401);
    expect((await signInFrom(client, shopper.email, shopper.password)).status).toBe(200);
    expect(await bucketCount(`login-failures:${shopper.email} from ${limitKeyOf(client)}`)).toBe(1);
    expect(await bucketCount(`login-failures-source:${limitKeyOf(client)}`)).toBe(1);
    expect(await bucketCount(`login-failures-account:${shopper.email}`)).toBe(1);
  });
});
