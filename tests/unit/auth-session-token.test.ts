import { decodeJwt, SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { issueSessionToken } from "@/lib/auth/session";
import { signSessionToken, verifySessionToken, SESSION_LIFETIME_SECONDS } from "@/lib/auth/session-token";
import { setClock } from "@/lib/clock";

const key = new TextEncoder().encode("k".repeat(48));
const otherKey = new TextEncoder().encode("o".repeat(48));
const claims = { id: "6f1c2a9e-3b7d-4c2e-9a41-0d5e7b8c9f10", role: "customer" as const, tokenVersion: 3 };
/** A whole account, as sign-in and registration hold it when they issue a token. */
const account = { ...claims, name: "Meera Iyer", email: "meera.iyer@example.in", address: "4 Lake View, Kochi 682001" };
const payloadText = (token: string) => Buffer.from(token.split(".")[1]!, "base64url").toString("utf8");
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

afterEach(() => setClock(null));

describe("session token", () => {
  it("round-trips the claims, expiring 7 days after issue", async () => {
    const token = await signSessionToken(claims, key);
    expect(await verifySessionToken(token, key)).toEqual(claims);
    const { iat, exp } = decodeJwt(token);
    expect(exp! - iat!).toBe(SESSION_LIFETIME_SECONDS);
    expect(SESSION_LIFETIME_SECONDS).toBe(604_800);
  });

  it("holds no name, e-mail or address: only the account's id, role and token version", async () => {
    const issued = await issueSessionToken(account);
    const signed = await signSessionToken(account, key); // handed more than the claims: keeps only them
    for (const token of [issued, signed]) {
      expect(Object.keys(decodeJwt(token)).sort()).toEqual(["exp", "iat", "id", "role", "tokenVersion"]);
      const text = payloadText(token);
      for (const secret of ["Meera", "meera.iyer", "example.in", "Kochi"]) expect(text).not.toContain(secret);
    }
    expect(await verifySessionToken(issued)).toEqual(claims);
  });

  it("still accepts a token issued with the name and e-mail in it, and hands back only the three claims", async () => {
    const older = await new SignJWT({ ...claims, name: account.name, email: account.email })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);
    expect(await verifySessionToken(older, key)).toEqual(claims);
  });

  it("is refused with another key, alg none, another HMAC algorithm, or an edited payload", async () => {
    const token = await signSessionToken(claims, key);
    expect(await verifySessionToken(token, otherKey)).toBeNull();

    const [header, payload, signature] = token.split(".");
    const now = Math.floor(Date.now() / 1000);
    expect(await verifySessionToken(`${b64({ alg: "none", typ: "JWT" })}.${payload}.`, key)).toBeNull();
    expect(await verifySessionToken(`${b64({ alg: "none" })}.${b64({ ...claims, iat: now, exp: now + 60 })}.`, key)).toBeNull();
    const hs384 = await new SignJWT(claims).setProtectedHeader({ alg: "HS384" }).setIssuedAt().setExpirationTime("1h").sign(key);
    expect(await verifySessionToken(hs384, key)).toBeNull();
    const edited = { ...decodeJwt(token), role: "admin" };
    expect(await verifySessionToken(`${header}.${b64(edited)}.${signature}`, key)).toBeNull();
  });

  it("is refused from the second its 7 days are over, by the shop's clock", async () => {
    const start = Date.UTC(2026, 0, 1);
    setClock(() => start);
    const token = await signSessionToken(claims, key);
    setClock(() => start + (SESSION_LIFETIME_SECONDS - 1) * 1000);
    expect(await verifySessionToken(token, key)).toEqual(claims);
    setClock(() => start + SESSION_LIFETIME_SECONDS * 1000);
    expect(await verifySessionToken(token, key)).toBeNull();
  });

  it("is refused when correctly signed but shaped wrong (no expiry, no token version, a bad id)", async () => {
    const noExpiry = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuedAt().sign(key);
    expect(await verifySessionToken(noExpiry, key)).toBeNull();
    const withoutVersion = { id: claims.id, role: claims.role };
    const noVersion = await new SignJWT(withoutVersion).setProtectedHeader({ alg: "HS256" }).setIssuedAt().setExpirationTime("1h").sign(key);
    expect(await verifySessionToken(noVersion, key)).toBeNull();
    const badId = await new SignJWT({ ...claims, id: "1 or 1=1" }).setProtectedHeader({ alg: "HS256" }).setIssuedAt().setExpirationTime("1h").sign(key);
    expect(await verifySessionToken(badId, key)).toBeNull();
  });

  it("is refused when it is not a token at all", async () => {
    for (const token of ["", "abc", "a.b.c", "....", `${"x".repeat(5000)}`]) expect(await verifySessionToken(token, key)).toBeNull();
  });
});
