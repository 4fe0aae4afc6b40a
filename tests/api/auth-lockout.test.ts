import { afterEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/customer/customer-login/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { POST as reset } from "@/app/api/reset-password/route";
import { POST as staffLogin } from "@/app/api/seller/login/route";
import { withTestDatabase } from "../helpers/test-database";
import { freshClient, fromClient, latestOtpFor, manualClock, newCustomer, post, remember, restoreClock, type Answer } from "./auth-support";

/*
 * Guessing an account's password from many addresses must not hand the guesser the power to
 * lock its owner out. A browser the owner has signed in from carries a signed device cookie and
 * is exempt from the account's all-sources ceiling; a password reset lifts the ceiling for
 * everyone; the guessers stay limited per address.
 */

withTestDatabase();
afterEach(restoreClock);

const DEVICE_COOKIE = "signInDevice";

/** The `name=value` of the device cookie an answer sets, or null. */
function deviceCookieOf(answer: Answer): string | null {
  const set = answer.setCookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  return set ? set.split(";")[0]! : null;
}

const signInFrom = (client: string, email: string, password: string, cookie?: string) =>
  post(login, "/customer/customer-login", { email, password }, { ...fromClient(client), ...(cookie ? { cookie } : {}) });

/** 100 wrong passwords for `email` from 10 addresses, 10 each: the account's ceiling for an hour. */
async function lockAttempt(email: string): Promise<string[]> {
  const guessers = Array.from({ length: 10 }, () => freshClient());
  for (const [n, guesser] of guessers.entries()) {
    for (let i = 0; i < 10; i++) expect((await signInFrom(guesser, email, `guess-${n}-${i}`)).status).toBe(401);
  }
  return guessers;
}

describe("an attack on one account does not lock its owner out", () => {
  it("the owner's browser, carrying its device cookie, signs in after 100 guesses from 10 addresses; the guessers stay slowed", async () => {
    manualClock();
    const owner = await newCustomer("lockout-owner");
    const home = freshClient();
    const first = await signInFrom(home, owner.email, owner.password);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).not.toBeNull();
    const set = first.setCookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);

    const guessers = await lockAttempt(owner.email);

    // A browser the owner never used is refused, as before: the guessers' ceiling.
    expect((await signInFrom(freshClient(), owner.email, owner.password)).status).toBe(429);
    // The owner's browser, from home or on the move, is exempt.
    expect((await signInFrom(home, owner.email, owner.password, device!)).status).toBe(200);
    expect((await signInFrom(freshClient(), owner.email, owner.password, `theme=dark; ${device}`)).status).toBe(200);

    // The guessers are still slowed: from their own addresses, and from any new one.
    expect((await signInFrom(guessers[0]!, owner.email, "guess-again")).status).toBe(429);
    expect((await signInFrom(freshClient(), owner.email, "guess-again")).status).toBe(429);
    // A device cookie is bound to its account: the guesser's own account's cookie exempts nothing.
    const guesser = await newCustomer("lockout-guesser");
    const theirs = deviceCookieOf(await signInFrom(freshClient(), guesser.email, guesser.password));
    expect(theirs).not.toBeNull();
    expect((await signInFrom(freshClient(), owner.email, "guess-again", theirs!)).status).toBe(429);
    // Nor does a forged one.
    const [name, value] = device!.split("=") as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    expect((await signInFrom(freshClient(), owner.email, "guess-again", forged)).status).toBe(429);
  }, 180_000); // ~110 bcrypt checks

  it("a device has its own small limit: 10 wrong passwords from the owner's browser, then 429 there only", async () => {
    manualClock();
    const owner = await newCustomer("device-limit");
    const device = deviceCookieOf(await signInFrom(freshClient(), owner.email, owner.password))!;
    for (let i = 0; i < 10; i++) expect((await signInFrom(freshClient(), owner.email, `typo-${i}`, device)).status).toBe(401);
    const blocked = await signInFrom(freshClient(), owner.email, owner.password, device);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many failed sign-in attempts/);
    // Another browser (no cookie) is not affected by that device's count.
    expect((await signInFrom(freshClient(), owner.email, owner.password)).status).toBe(200);
  });

  it("a password reset lifts the lock: the owner signs in from a new browser, without a device cookie", async () => {
    manualClock();
    const owner = await newCustomer("lockout-reset");
    await lockAttempt(owner.email);
    expect((await signInFrom(freshClient(), owner.email, owner.password)).status).toBe(429);

    expect((await post(forgot, "/forgot-password", { email: owner.email })).status).toBe(200);
    const npassword = remember("Fresh@Password7");
    expect((await post(reset, "/reset-password", { email: owner.email, otp: latestOtpFor(owner.email), npassword })).status).toBe(200);

    expect((await signInFrom(freshClient(), owner.email, npassword)).status).toBe(200);
    // Staff sign-in shares the counts, so it is lifted there too.
    expect((await post(staffLogin, "/seller/login", { email: owner.email, password: npassword }, fromClient(freshClient()))).status).toBe(403);
  }, 180_000);
});
