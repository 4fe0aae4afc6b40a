import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateOtp, hashOtp, otpMatches } from "@/lib/accounts/otp";
import {
  bearerTokenOf,
  clearedSessionCookie,
  readCookie,
  sessionCookie,
  sessionTokenOf,
  signInCookieHeaders,
  signOutCookieHeaders,
} from "@/lib/auth/session-cookie";

describe("reset codes", () => {
  it("are 6 digits, leading zeros kept, and vary", () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true); // ~10% of them
  });

  it("are stored as a keyed hash bound to the e-mail", () => {
    const hash = hashOtp("a@b.in", "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(otpMatches("a@b.in", "123456", hash)).toBe(true);
    expect(otpMatches("a@b.in", "123457", hash)).toBe(false);
    expect(otpMatches("c@b.in", "123456", hash)).toBe(false);
    expect(otpMatches("a@b.in", "123456", "not-hex")).toBe(false);
    // Not a plain SHA-256 of the code: a leaked table cannot be tried against a million codes.
    expect(hash).not.toBe(createHash("sha256").update("123456").digest("hex"));
  });
});

/** A Set-Cookie value as its name=value and its attributes, sorted: their order means nothing. */
function parts(setCookie: string): { pair: string; attributes: string[] } {
  const [pair = "", ...attributes] = setCookie.split("; ");
  return { pair, attributes: attributes.sort() };
}

const REMOVED = "Expires=Thu, 01 Jan 1970 00:00:00 GMT";

describe("session cookie", () => {
  const overHttp = new Request("http://shop.test/api/x");
  it("is httpOnly, SameSite=Lax, Path=/, 7 days; Secure only over https", () => {
    const session = ["HttpOnly", "Max-Age=604800", "Path=/", "SameSite=Lax"];
    expect(parts(sessionCookie("t.o.k", overHttp))).toEqual({ pair: "customerToken=t.o.k", attributes: session });
    expect(parts(sessionCookie("t", new Request("https://shop.test/api/x"))).attributes).toEqual([...session, "Secure"].sort());
    expect(parts(sessionCookie("t", new Request("http://shop.test/api/x", { headers: { "x-forwarded-proto": "https, http" } }))).attributes).toEqual([...session, "Secure"].sort());
    expect(parts(clearedSessionCookie(overHttp))).toEqual({ pair: "customerToken=", attributes: [REMOVED, "HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax"] });
  });

  it("comes with a script-readable signedIn hint that holds no token and lives as long", () => {
    const https = new Request("https://shop.test/api/x");
    const [session, hint] = signInCookieHeaders("t.o.k", overHttp);
    expect(session![0]).toBe("Set-Cookie");
    expect(parts(session![1])).toEqual({ pair: "customerToken=t.o.k", attributes: ["HttpOnly", "Max-Age=604800", "Path=/", "SameSite=Lax"] });
    expect(hint![0]).toBe("Set-Cookie");
    expect(parts(hint![1])).toEqual({ pair: "signedIn=1", attributes: ["Max-Age=604800", "Path=/", "SameSite=Lax"] });
    expect(parts(signInCookieHeaders("t.o.k", https)[1]![1])).toEqual({ pair: "signedIn=1", attributes: ["Max-Age=604800", "Path=/", "SameSite=Lax", "Secure"] });
    const out = signOutCookieHeaders(overHttp).map(([, value]) => parts(value));
    expect(out[0]).toEqual({ pair: "customerToken=", attributes: [REMOVED, "HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax"] });
    expect(out[1]).toEqual({ pair: "signedIn=", attributes: [REMOVED, "Max-Age=0", "Path=/", "SameSite=Lax"] });
  });

  it("is read from the Cookie header among others; a bearer header wins", () => {
    expect(readCookie("a=1; customerToken=abc.def; b=2", "customerToken")).toBe("abc.def");
    expect(readCookie("xcustomerToken=no; customerTokenx=no", "customerToken")).toBeNull();
    expect(readCookie(null, "customerToken")).toBeNull();
    const both = new Request("http://shop.test", { headers: { cookie: "customerToken=from-cookie", authorization: "Bearer from-header" } });
    expect(sessionTokenOf(both)).toBe("from-header");
    expect(sessionTokenOf(new Request("http://shop.test", { headers: { cookie: "customerToken=" } }))).toBeNull();
    expect(bearerTokenOf(new Request("http://shop.test", { headers: { authorization: "Basic abc" } }))).toBeNull();
    expect(bearerTokenOf(new Request("http://shop.test", { headers: { authorization: "bearer  t.o.k " } }))).toBe("t.o.k");
  });
});
