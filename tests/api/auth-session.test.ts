import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/customer/customer-login/route";
import { GET as logout } from "@/app/api/customer/logout/route";
import { GET as userInfo } from "@/app/api/useringfo/route";
import { getJwtSecret } from "@/lib/auth/jwt-secret";
import { getSessionCustomer, requireCustomer } from "@/lib/auth/session";
import { customers } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { cookieToken, get, manualClock, newCustomer, post, restoreClock, withBearer, withCookie } from "./auth-support";

const db = withTestDatabase();
afterEach(restoreClock);

const SIGN_IN = { error: "Please sign in to continue." };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

async function idOf(email: string): Promise<string> {
  const [row] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return row!.id;
}

async function claimsFor(email: string) {
  const [row] = await db().select().from(customers).where(eq(customers.email, email));
  return { id: row!.id, name: row!.name, email: row!.email, role: row!.role, tokenVersion: row!.tokenVersion };
}

describe("GET /api/useringfo", () => {
  it("answers { data: { id, name, email, address }, message } for the cookie or a bearer token", async () => {
    const shopper = await newCustomer("info");
    for (const headers of [withCookie(shopper.token), withBearer(shopper.token)]) {
      const answer = await get(userInfo, "/useringfo", headers);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        data: { id: await idOf(shopper.email), name: shopper.name, email: shopper.email, address: null },
        message: "Signed in",
      });
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("shows the stored address and name, not what the token remembers", async () => {
    const shopper = await newCustomer("address");
    await db()
      .update(customers)
      .set({ address: "12 MG Road, Bengaluru 560001", name: "Priya S." })
      .where(eq(customers.email, shopper.email));
    const answer = await get(userInfo, "/useringfo", withCookie(shopper.token));
    expect(answer.body.data).toMatchObject({ name: "Priya S.", address: "12 MG Road, Bengaluru 560001" });
  });

  it("answers 401 { error } with no session, an empty cookie or a malformed token", async () => {
    for (const headers of [{}, { cookie: "customerToken=" }, withCookie("abc.def.ghi"), withBearer("nonsense"), { authorization: "Basic abc" }]) {
      const answer = await get(userInfo, "/useringfo", headers);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(SIGN_IN);
    }
  });
});

describe("session tokens that must not work", () => {
  it("refuses alg none", async () => {
    const shopper = await newCustomer("none");
    const claims = { ...(await claimsFor(shopper.email)), iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 };
    for (const token of [`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`, `${b64({ alg: "none" })}.${b64(claims)}`]) {
      expect((await get(userInfo, "/useringfo", withCookie(token))).status).toBe(401);
      expect((await get(userInfo, "/useringfo", withBearer(token))).status).toBe(401);
    }
  });

  it("refuses a token signed with another key, or with the right key but another algorithm", async () => {
    const shopper = await newCustomer("key");
    const claims = await claimsFor(shopper.email);
    const otherKey = new TextEncoder().encode("x".repeat(48));
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuedAt().setExpirationTime("1h").sign(otherKey);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: "HS512" }).setIssuedAt().setExpirationTime("1h").sign(getJwtSecret());
    const genuine = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuedAt().setExpirationTime("1h").sign(getJwtSecret());
    expect((await get(userInfo, "/useringfo", withCookie(forged))).status).toBe(401);
    expect((await get(userInfo, "/useringfo", withCookie(hs512))).status).toBe(401);
    // The same claims signed as the shop signs them work: the refusals above are about the key and algorithm.
    expect((await get(userInfo, "/useringfo", withCookie(genuine))).status).toBe(200);
  });

  it("refuses an edited payload (another customer's id, a raised role)", async () => {
    const shopper = await newCustomer("edit");
    const [header, payload, signature] = shopper.token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const demoId = await idOf("demo@teerang.in");
    for (const edited of [{ ...claims, id: demoId }, { ...claims, role: "admin" }, { ...claims, exp: claims.exp + 86400 }]) {
      const token = `${header}.${b64(edited)}.${signature}`;
      expect((await get(userInfo, "/useringfo", withCookie(token))).status).toBe(401);
    }
    expect((await get(userInfo, "/useringfo", withCookie(shopper.token))).status).toBe(200);
  });

  it("refuses a token after its 7 days", async () => {
    const clock = manualClock();
    const shopper = await newCustomer("expiry");
    clock.advance(7 * 24 * 3600 - 60);
    expect((await get(userInfo, "/useringfo", withCookie(shopper.token))).status).toBe(200);
    clock.advance(61);
    expect((await get(userInfo, "/useringfo", withCookie(shopper.token))).status).toBe(401);
  });

  it("refuses a token whose account is gone", async () => {
    const shopper = await newCustomer("gone");
    await db().delete(customers).where(eq(customers.email, shopper.email));
    expect((await get(userInfo, "/useringfo", withCookie(shopper.token))).status).toBe(401);
  });
});

describe("GET /api/customer/logout", () => {
  it("ends the session: clears the cookie, and the token (and every copy of it) stops working", async () => {
    const shopper = await newCustomer("logout");
    const signedIn = await post(login, "/customer/customer-login", { email: shopper.email, password: shopper.password });
    const secondDevice = signedIn.body.token as string;

    const answer = await get(logout, "/customer/logout", withCookie(shopper.token));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "You have been signed out." });
    expect(cookieToken(answer.setCookie)).toBe("");
    expect(answer.setCookie).toContain("Max-Age=0");
    expect(answer.setCookie).toContain("Path=/");
    expect(answer.setCookie).toContain("HttpOnly");
    // The hint is removed too (its attributes in any order: their order means nothing).
    const hint = answer.setCookies.find((cookie: string) => cookie.startsWith("signedIn="))!;
    expect(hint.split("; ").sort()).toEqual(["Expires=Thu, 01 Jan 1970 00:00:00 GMT", "Max-Age=0", "Path=/", "SameSite=Lax", "signedIn="]);

    for (const token of [shopper.token, secondDevice]) {
      expect((await get(userInfo, "/useringfo", withCookie(token))).status).toBe(401);
      expect((await get(userInfo, "/useringfo", withBearer(token))).status).toBe(401);
    }
    // Signing in again gives a working session.
    const again = await post(login, "/customer/customer-login", { email: shopper.email, password: shopper.password });
    expect((await get(userInfo, "/useringfo", withCookie(again.body.token))).status).toBe(200);
  });

  it("accepts a bearer token too", async () => {
    const shopper = await newCustomer("logout-bearer");
    expect((await get(logout, "/customer/logout", withBearer(shopper.token))).status).toBe(200);
    expect((await get(userInfo, "/useringfo", withBearer(shopper.token))).status).toBe(401);
  });

  it("answers 200 and clears the cookie without a valid session, changing nothing", async () => {
    const shopper = await newCustomer("logout-none");
    for (const headers of [{}, withCookie("garbage")]) {
      const answer = await get(logout, "/customer/logout", headers);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: "You have been signed out." });
      expect(answer.setCookie).toContain("customerToken=;");
    }
    expect((await get(userInfo, "/useringfo", withCookie(shopper.token))).status).toBe(200);
  });

  it("refuses a logout another site triggers (403), and the session goes on", async () => {
    const shopper = await newCustomer("logout-csrf");
    const crossSite: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }];
    for (const headers of crossSite) {
      const answer = await get(logout, "/customer/logout", { ...withCookie(shopper.token), ...headers });
      expect(answer.status).toBe(403);
      expect(answer.setCookie).toBeNull();
    }
    expect((await get(userInfo, "/useringfo", withCookie(shopper.token))).status).toBe(200);
    const sameOrigin = await get(logout, "/customer/logout", { ...withCookie(shopper.token), "sec-fetch-site": "same-origin", origin: "http://shop.test" });
    expect(sameOrigin.status).toBe(200);
  });
});

describe("session helpers for route handlers", () => {
  it("getSessionCustomer gives the customer or null; requireCustomer throws a 401", async () => {
    const shopper = await newCustomer("helper");
    const request = (headers: Record<string, string>) => new Request("http://shop.test/api/anything", { headers });
    expect(await getSessionCustomer(request(withCookie(shopper.token)))).toEqual({
      id: await idOf(shopper.email),
      name: shopper.name,
      email: shopper.email,
      role: "customer",
      address: null,
    });
    expect(await getSessionCustomer(request({}))).toBeNull();
    await expect(requireCustomer(request({}))).rejects.toMatchObject({ status: 401, message: "Please sign in to continue." });
  });

  it("prefers the bearer token to the cookie when both are sent", async () => {
    const a = await newCustomer("a");
    const b = await newCustomer("b", { name: "Bhavna Rao" });
    const request = new Request("http://shop.test/api/anything", { headers: { ...withCookie(a.token), ...withBearer(b.token) } });
    expect((await getSessionCustomer(request))?.name).toBe("Bhavna Rao");
  });
});
