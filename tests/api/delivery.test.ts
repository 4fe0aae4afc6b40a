import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as deliveryRoute } from "@/app/api/delivery/route";
import { setClock } from "@/lib/clock";
import { pinCodes } from "@/models";
import { count } from "drizzle-orm";
import { withTestDatabase } from "../helpers/test-database";
import { call } from "./commerce-support";

vi.stubEnv("COD_OFF_PINS", "302017");
const db = withTestDatabase();

const check = (pin: string, headers: Record<string, string> = {}) => call(deliveryRoute, "GET", `/delivery?pin=${pin}`, null, { headers });

// Tuesday 1 December 2026, 10:00 in India: before the 14:00 cut-off, so dispatch is that day.
const TUESDAY_MORNING = Date.parse("2026-12-01T04:30:00Z");

afterEach(() => setClock(null));

describe("GET /api/delivery?pin=", () => {
  it("holds India Post's directory, loaded with the migrations", async () => {
    const [row] = await db().select({ n: count() }).from(pinCodes);
    expect(row!.n).toBeGreaterThan(18_000);
  });

  it("promises a day by the PIN's zone, counted in working days from today's dispatch", async () => {
    setClock(() => TUESDAY_MORNING);
    const jaipur = await check("302001");
    expect(jaipur).toMatchObject({ status: 200, cacheControl: "no-store" });
    expect(jaipur.body).toEqual({
      pin: "302001",
      office: "Jaipur G.P.O.",
      district: "Jaipur",
      state: "Rajasthan",
      zone: "local",
      deliverBy: "2026-12-02",
      deliverByText: "Wed, 2 Dec",
      cashOnDelivery: { available: true, reason: null },
    });
    expect((await check("400001")).body).toMatchObject({ zone: "metro", deliverBy: "2026-12-04", state: "Maharashtra" });
    // Rest of India, 5 working days: Wed to Sat, then Monday (Sunday skipped).
    expect((await check("452009")).body).toMatchObject({ zone: "rest", deliverBy: "2026-12-07" });
  });

  it("dispatches the next working day after the cut-off", async () => {
    // Saturday 5 December, 15:00 in India: after the cut-off, and Sunday is no working day.
    setClock(() => Date.parse("2026-12-05T09:30:00Z"));
    expect((await check("302001")).body).toMatchObject({ zone: "local", deliverBy: "2026-12-08" });
  });

  it("says where cash on delivery is not offered: a PIN of the setting, or the remote zone", async () => {
    expect((await check("302017")).body.cashOnDelivery).toEqual({ available: false, reason: "Cash on delivery is not offered at PIN code 302017. Please pay online." });
    const guwahati = await check("781001");
    expect(guwahati.body).toMatchObject({ zone: "remote", state: "Assam" });
    expect(guwahati.body.cashOnDelivery).toEqual({ available: false, reason: "Cash on delivery is not offered in Assam. Please pay online." });
  });

  it("refuses a PIN that is not 6 digits starting 1 to 9 (400), and one India Post does not know (404)", async () => {
    for (const pin of ["", "30200", "3020011", "012345", "30200a"]) {
      const reply = await check(pin);
      expect(reply.status, pin).toBe(400);
      expect(reply.body.error).toMatch(/^pin: /);
    }
    expect(await check("999999")).toMatchObject({ status: 404, body: { error: "PIN code 999999 is not in India Post's directory. Please check it." } });
  });

  it("refuses a source past 60 checks a minute", async () => {
    const from = { "x-shop-peer-address": "203.0.113.77" };
    for (let i = 0; i < 60; i++) expect((await check("302001", from)).status).toBe(200);
    const refused = await check("302001", from);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many PIN code checks/);
  });
});
