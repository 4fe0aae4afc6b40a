import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/customer/customer-login/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { withTestDatabase } from "../helpers/test-database";
import { manualClock, newCustomer, post, restoreClock, uniqueEmail } from "./auth-support";

// This file runs as a shop with no proxy in front: TRUST_PROXY unset (the default), read when
// the configuration is first loaded, after tests/setup/env.ts set it for the other files.
vi.hoisted(() => {
  process.env.TRUST_PROXY = "";
});

withTestDatabase();
afterEach(restoreClock);

/** A request from the socket `peer`, claiming in X-Forwarded-For to come from somewhere else each time. */
let forged = 0;
const claiming = (peer: string) => ({ "x-shop-peer-address": peer, "x-forwarded-for": `203.0.113.${1 + (forged++ % 250)}` });

describe("without TRUST_PROXY, X-Forwarded-For names nobody", () => {
  it("counts a client by its socket's address whatever it writes in X-Forwarded-For (reset codes: 20 an hour)", async () => {
    manualClock();
    for (let i = 0; i < 20; i++) expect((await post(forgot, "/forgot-password", { email: uniqueEmail(`forged-${i}`) }, claiming("127.0.0.1"))).status).toBe(200);
    expect((await post(forgot, "/forgot-password", { email: uniqueEmail("forged-21") }, claiming("127.0.0.1"))).status).toBe(429);
    expect((await post(forgot, "/forgot-password", { email: uniqueEmail("forged-22") }, claiming("::ffff:127.0.0.1"))).status).toBe(429);
    // Another socket address is another client.
    expect((await post(forgot, "/forgot-password", { email: uniqueEmail("elsewhere") }, claiming("198.51.100.77"))).status).toBe(200);
  });

  it("gives a guesser no fresh tries on an e-mail by changing X-Forwarded-For", async () => {
    manualClock();
    const shopper = await newCustomer("forged-guess");
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(login, "/customer/customer-login", { email: shopper.email, password: `guess-${i}` }, claiming("198.51.100.99"))).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });
});
