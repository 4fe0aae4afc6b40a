import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY } from "@/lib/delivery/settings";
import { addWorkingDays, dayInIndia, dayText, dispatchDay, isWorkingDay } from "@/lib/delivery/working-days";
import { deliveryZone } from "@/lib/delivery/zones";

const HOLIDAYS = DEFAULT_DELIVERY.holidays;
const CUTOFF = 14 * 60;

describe("working days in India's calendar", () => {
  it("reads the day and the cut-off in IST, whatever the server's zone", () => {
    // 2026-12-01 20:00 UTC is already Wednesday 2 December, 01:30, in India.
    expect(dayInIndia(new Date("2026-12-01T20:00:00Z"))).toBe("2026-12-02");
    // Tuesday 1 December: 13:59 IST (08:29 UTC) dispatches that day, 14:00 IST the next.
    expect(dispatchDay(new Date("2026-12-01T08:29:00Z"), CUTOFF, HOLIDAYS)).toBe("2026-12-01");
    expect(dispatchDay(new Date("2026-12-01T08:30:00Z"), CUTOFF, HOLIDAYS)).toBe("2026-12-02");
  });

  it("skips Sundays and the national holidays", () => {
    expect(isWorkingDay("2026-12-06", HOLIDAYS)).toBe(false); // a Sunday
    expect(isWorkingDay("2027-01-26", HOLIDAYS)).toBe(false); // Republic Day
    expect(isWorkingDay("2026-12-05", HOLIDAYS)).toBe(true); // a Saturday
    // Saturday 5 December after the cut-off: Sunday is skipped, dispatch on Monday.
    expect(dispatchDay(new Date("2026-12-05T10:00:00Z"), CUTOFF, HOLIDAYS)).toBe("2026-12-07");
    // From Friday 14 August: the 15th is Independence Day, the 16th a Sunday.
    expect(addWorkingDays("2026-08-14", 1, HOLIDAYS)).toBe("2026-08-17");
    expect(addWorkingDays("2026-12-04", 3, HOLIDAYS)).toBe("2026-12-08");
  });

  it("writes a day as the product page shows it", () => {
    expect(dayText("2026-12-02")).toBe("Wed, 2 Dec");
  });
});

describe("delivery zones from the warehouse", () => {
  const jaipur = { district: "Jaipur", state: "Rajasthan" };
  const zone = (district: string, state: string) => deliveryZone(jaipur, { district, state }, DEFAULT_DELIVERY);

  it("puts the warehouse's district first, then its state, the remote states, the metros, and the rest", () => {
    expect(zone("Jaipur", "Rajasthan")).toBe("local");
    expect(zone("Jodhpur", "Rajasthan")).toBe("state");
    expect(zone("Mumbai", "Maharashtra")).toBe("metro");
    expect(zone("New Delhi", "Delhi")).toBe("metro");
    expect(zone("Kamrup", "Assam")).toBe("remote");
    expect(zone("Leh", "Ladakh")).toBe("remote");
    expect(zone("South Andaman", "Andaman and Nicobar Islands")).toBe("remote");
    expect(zone("Indore", "Madhya Pradesh")).toBe("rest");
  });
});
