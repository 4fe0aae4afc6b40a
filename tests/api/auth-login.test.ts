import { afterEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/customer/customer-login/route";
import { GET as userInfo } from "@/app/api/useringfo/route";
import { rateLimitBuckets } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { cookieToken, get, manualClock, newCustomer, post, restoreClock, uniqueEmail, withCookie } from "./auth-support";

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

describe("sign-in failure limit: 10 per e-mail in 15 minutes", () => {
  it("answers 429 with Retry-After from the 11th failure on, even with the right password, until the window ends", async () => {
    const clock = manualClock();
    const shopper = await newCustomer("limit");
    for (let i = 0; i < 10; i++) {
      const answer = await post(login, "/customer/customer-login", { email: shopper.email, password: `wrong-${i}` });
      expect(answer.status, `failure ${i + 1}`).toBe(401);
      clock.advance(30);
    }
    const blocked = await post(login, "/customer/customer-login", { email: shopper.email, password: shopper.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: "Too many failed sign-in attempts for this e-mail. Please try again in 10 minutes." });
    expect(blocked.headers.get("retry-after")).toBe(String(15 * 60 - 300));
    expect(blocked.setCookie).toBeNull();

    // Another e-mail is not affected.
    const other = await newCustomer("limit-other");
    expect((await post(login, "/customer/customer-login", { email: other.email, password: other.password })).status).toBe(200);

    clock.advance(15 * 60 - 300 - 1);
    expect((await post(login, "/customer/customer-login", { email: shopper.email, password: shopper.password })).status).toBe(429);
    clock.advance(1);
    expect((await post(login, "/customer/customer-login", { email: shopper.email, password: shopper.password })).status).toBe(200);
  });

  it("counts only failures: a right password in between does not use up an attempt", async () => {
    manualClock();
    const shopper = await newCustomer("refund");
    const attempt = (password: string) => post(login, "/customer/customer-login", { email: shopper.email, password });
    for (let i = 0; i < 9; i++) expect((await attempt("wrong")).status).toBe(401);
    expect((await attempt(shopper.password)).status).toBe(200);
    expect((await attempt(shopper.password)).status).toBe(200);
    expect((await attempt("wrong")).status).toBe(401); // the 10th failure
    expect((await attempt(shopper.password)).status).toBe(429);
  });

  it("limits an e-mail with no account the same way (no enumeration), and keeps the count in the database", async () => {
    manualClock();
    const email = uniqueEmail("ghost");
    for (let i = 0; i < 10; i++) expect((await post(login, "/customer/customer-login", { email, password: "guess" })).status).toBe(401);
    const blocked = await post(login, "/customer/customer-login", { email, password: "guess" });
    expect(blocked.status).toBe(429);
    const buckets = await db().select().from(rateLimitBuckets);
    expect(buckets.find((b) => b.key === `login-failures:${email}`)?.count).toBe(11);
  });

  it("lets at most 10 of 16 simultaneous wrong guesses be checked", async () => {
    manualClock();
    const shopper = await newCustomer("burst");
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => post(login, "/customer/customer-login", { email: shopper.email, password: `guess-${i}` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});
