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

describe("session cookie", () => {
  const overHttp = new Request("http://shop.test/api/x");
  it("is httpOnly, SameSite=Lax, Path=/, 7 days; Secure only over https", () => {
    expect(sessionCookie("t.o.k", overHttp)).toBe("customerToken=t.o.k; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax");
    expect(sessionCookie("t", new Request("https://shop.test/api/x"))).toMatch(/; Secure$/);
    expect(sessionCookie("t", new Request("http://shop.test/api/x", { headers: { "x-forwarded-proto": "https, http" } }))).toMatch(/; Secure$/);
    expect(clearedSessionCookie(overHttp)).toMatch(/^customerToken=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("comes with a script-readable signedIn hint that holds no token and lives as long", () => {
    const https = new Request("https://shop.test/api/x");
    expect(signInCookieHeaders("t.o.k", overHttp)).toEqual([
      ["Set-Cookie", "customerToken=t.o.k; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax"],
      ["Set-Cookie", "signedIn=1; Max-Age=604800; Path=/; SameSite=Lax"],
    ]);
    expect(signInCookieHeaders("t.o.k", https)[1]![1]).toBe("signedIn=1; Max-Age=604800; Path=/; SameSite=Lax; Secure");
    const out = signOutCookieHeaders(overHttp).map(([, value]) => value);
    expect(out[0]).toMatch(/^customerToken=; Max-Age=0;/);
    expect(out[1]).toMatch(/^signedIn=; Max-Age=0;/);
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
