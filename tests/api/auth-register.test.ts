import { count, eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/customer/customer-register/route";
import { GET as userInfo } from "@/app/api/useringfo/route";
import { limitKeyOf } from "@/lib/net/client-address";
import { customers, rateLimitBuckets } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { cookieToken, freshClient, fromClient, get, manualClock, newCustomer, post, remember, restoreClock, send, uniqueEmail, withBearer } from "./auth-support";

const db = withTestDatabase();
afterEach(restoreClock);

const valid = () => ({ name: "Arjun Verma", phone: "9123456780", email: uniqueEmail("reg"), password: remember("Chai@Masala1") });

async function customerCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(customers);
  return row!.n;
}

describe("POST /api/customer/customer-register", () => {
  it("opens the account, answers 201 { token, message } and sets the session cookie", async () => {
    const details = valid();
    const answer = await post(register, "/customer/customer-register", details);
    expect(answer.status).toBe(201);
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
    const answer = await post(register, "/customer/customer-register", details);
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
    const overHttp = await post(register, "/customer/customer-register", valid());
    expect(overHttp.setCookie).toMatch(/^customerToken=[\w-]+\.[\w-]+\.[\w-]+; /);
    for (const part of ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=604800"]) expect(overHttp.setCookie).toContain(part);
    expect(overHttp.setCookie).not.toContain("Secure");

    const behindProxy = await post(register, "/customer/customer-register", valid(), { "x-forwarded-proto": "https" });
    expect(behindProxy.setCookie).toContain("; Secure");
    const overHttps = await send(register, "POST", "", {
      url: "https://shop.test/api/customer/customer-register",
      body: valid(),
      headers: { origin: "https://shop.test" },
    });
    expect(overHttps.status).toBe(201);
    expect(overHttps.setCookie).toContain("; Secure");
  });

  it("stores the e-mail in lower case, the phone as 10 digits and the password as a bcrypt hash of cost 10 or more", async () => {
    const details = { ...valid(), email: `  MiXeD.${uniqueEmail("case")}  `.replace("@", "@EXAMPLE."), phone: "+91 98765-43210" };
    const answer = await post(register, "/customer/customer-register", details);
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

  it("answers 409 for an e-mail that already has an account, in any case, and keeps the first account", async () => {
    const first = await newCustomer("dup");
    const before = await customerCount();
    const again = await post(register, "/customer/customer-register", { ...valid(), email: first.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: "An account with this e-mail already exists. Please sign in, or reset your password if you forgot it.",
    });
    expect(again.setCookie).toBeNull();
    expect(await customerCount()).toBe(before);
  });

  it("lets only one of two simultaneous registrations of one e-mail through", async () => {
    const email = uniqueEmail("race");
    const answers = await Promise.all([1, 2, 3].map(() => post(register, "/customer/customer-register", { ...valid(), email })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const rows = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
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
      const answer = await post(register, "/customer/customer-register", { ...valid(), password: remember(password), phone });
      expect(answer.status, password).toBe(201);
    }
  });
});

describe("registrations by source", () => {
  const registerFrom = (client: string, details = valid()) => post(register, "/customer/customer-register", details, fromClient(client));

  it("opens at most 30 accounts an hour from one address, taken e-mails counted too; the 31st gets 429 until the hour ends", async () => {
    const clock = manualClock();
    const client = freshClient();
    const taken = await newCustomer("taken");
    expect((await registerFrom(client, { ...valid(), email: taken.email })).status).toBe(409);
    for (let i = 1; i < 30; i++) expect((await registerFrom(client)).status, `registration ${i + 1}`).toBe(201);
    const before = await customerCount();
    const refused = await registerFrom(client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "Too many accounts were opened from your network. Please try again in 60 minutes." });
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(refused.setCookie).toBeNull();
    expect(await customerCount()).toBe(before);

    // Another address is independent.
    expect((await registerFrom(freshClient())).status).toBe(201);
    clock.advance(3600);
    expect((await registerFrom(client)).status).toBe(201);
  }, 120_000); // 32 bcrypt hashes

  it("counts one IPv6 household, whose devices pick many addresses, by its /64", async () => {
    manualClock();
    expect((await registerFrom("2001:db8:5ee:d0c5::1")).status).toBe(201);
    expect((await registerFrom("2001:db8:5ee:d0c5:a1b2:c3d4:e5f6:789")).status).toBe(201);
    expect((await registerFrom("2001:db8:5ee:d0c6::1")).status).toBe(201);
    const counts = Object.fromEntries((await db().select().from(rateLimitBuckets)).map((b) => [b.key, b.count]));
    expect(counts[`registrations-source:${limitKeyOf("2001:db8:5ee:d0c5::1")}`]).toBe(2);
    expect(counts["registrations-source:2001:db8:5ee:d0c5::/64"]).toBe(2);
    expect(counts["registrations-source:2001:db8:5ee:d0c6::/64"]).toBe(1);
  });
});

