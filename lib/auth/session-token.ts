import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { now } from "@/lib/clock";
import { ROLES } from "@/models/roles";
import { getJwtSecret } from "./jwt-secret";

/**
 * The session token: a JWT signed with HS256. Verification pins the algorithm (so "none" or
 * any other algorithm is refused), checks the signature and the expiry against the shop's
 * clock, and the shape of the claims. Whether the token is still current (logout and password
 * reset bump the account's token version) is checked against the database in ./session.ts.
 *
 * A JWT is signed, not encrypted: whoever holds one (a shared computer, a log, a proxy) can read
 * its claims. So it carries only what the check needs, the account's id, role and token version,
 * and never the shopper's name or e-mail, which sessions read from the account's row.
 */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = "HS256";

// Unknown claims are dropped, not refused: tokens issued before the name and e-mail were left
// out still verify (and are still checked against the token version) until they expire.
const claimsSchema = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  tokenVersion: z.number().int().min(0),
});

export type SessionClaims = z.infer<typeof claimsSchema>;

export async function signSessionToken(claims: SessionClaims, key: Uint8Array = getJwtSecret()): Promise<string> {
  const issuedAt = Math.floor(now().getTime() / 1000);
  // Named one by one: a caller handing over a whole account must not put more in the token.
  return new SignJWT({ id: claims.id, role: claims.role, tokenVersion: claims.tokenVersion })
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
