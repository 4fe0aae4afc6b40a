import { SignJWT } from "jose";
import { getJwtSecret } from "@/lib/auth/jwt-secret";
import type { World } from "../harness/world";

/**
 * Credentials that must not sign anyone in, by name. Each replaces the valid token a request
 * would otherwise carry: on a route that needs a session the answer must be 401, on a public
 * one they must change nothing.
 */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const seconds = () => Math.floor(Date.now() / 1000);

/** Customer A's claims as the shop signs them: only the key, algorithm or times are wrong below. */
function claimsOf(world: World) {
  const a = world.customerA;
  return { id: a.id, name: a.name, email: a.email, role: "customer", tokenVersion: 0 };
}

const signed = (claims: object, key: Uint8Array, alg = "HS256", issuedAt = seconds(), expires = seconds() + 3600) =>
  new SignJWT({ ...claims }).setProtectedHeader({ alg, typ: "JWT" }).setIssuedAt(issuedAt).setExpirationTime(expires).sign(key);

export const BAD_CREDENTIALS = {
  "no credentials": () => ({}),
  "bearer garbage": () => ({ authorization: "Bearer garbage" }),
  "bearer three dotted parts": () => ({ authorization: "Bearer abc.def.ghi" }),
  "bearer with no token": () => ({ authorization: "Bearer " }),
  "basic scheme": () => ({ authorization: "Basic dXNlcjpwYXNz" }),
  "bearer of 100 kB": () => ({ authorization: `Bearer ${"a".repeat(100_000)}` }),
  "bearer alg none with A's claims": (w: World) => ({
    authorization: `Bearer ${b64({ alg: "none", typ: "JWT" })}.${b64({ ...claimsOf(w), iat: seconds(), exp: seconds() + 3600 })}.`,
  }),
  "bearer expired a day ago (the shop's key)": async (w: World) => ({
    authorization: `Bearer ${await signed(claimsOf(w), getJwtSecret(), "HS256", seconds() - 8 * 86400, seconds() - 86400)}`,
  }),
  "bearer signed with another key": async (w: World) => ({
    authorization: `Bearer ${await signed(claimsOf(w), new TextEncoder().encode("k".repeat(48)))}`,
  }),
  "bearer HS512 with the shop's key": async (w: World) => ({
    authorization: `Bearer ${await signed(claimsOf(w), getJwtSecret(), "HS512")}`,
  }),
  "bearer of a signed-out session (old token version)": async (w: World) => ({
    authorization: `Bearer ${await signed({ ...claimsOf(w), tokenVersion: 999 }, getJwtSecret())}`,
  }),
  "bearer for an account that does not exist, as admin (the shop's key)": async (w: World) => ({
    authorization: `Bearer ${await signed({ ...claimsOf(w), role: "admin", id: "00000000-0000-4000-8000-000000000000" }, getJwtSecret())}`,
  }),
  "cookie garbage": () => ({ cookie: "customerToken=garbage" }),
  "cookie alg none": (w: World) => ({
    cookie: `customerToken=${b64({ alg: "none" })}.${b64({ ...claimsOf(w), iat: seconds(), exp: seconds() + 3600 })}.`,
  }),
} satisfies Record<string, (world: World) => Record<string, string> | Promise<Record<string, string>>>;

export type CredentialName = keyof typeof BAD_CREDENTIALS;
