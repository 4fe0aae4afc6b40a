import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { now } from "@/lib/clock";
import { getJwtSecret } from "./jwt-secret";

/**
 * The session token: a JWT signed with HS256. Verification pins the algorithm (so "none" or
 * any other algorithm is refused), checks the signature and the expiry against the shop's
 * clock, and the shape of the claims. Whether the token is still current (logout and password
 * reset bump the account's token version) is checked against the database in ./session.ts.
 */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = "HS256";

const claimsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["customer", "seller", "admin"]),
  tokenVersion: z.number().int().min(0),
});

export type SessionClaims = z.infer<typeof claimsSchema>;

export async function signSessionToken(claims: SessionClaims, key: Uint8Array = getJwtSecret()): Promise<string> {
  const issuedAt = Math.floor(now().getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_LIFETIME_SECONDS)
    .sign(key);
}

/** The token's claims, or null for any token that is malformed, forged, edited or expired. */
export async function verifySessionToken(token: string, key: Uint8Array = getJwtSecret()): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: now(),
      requiredClaims: ["exp", "iat"],
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
