import { describe, expect, it } from "vitest";
import { calendarDayText, dateInIndia, dateTimeInIndia, dayInIndia, dayTimeInIndia } from "@/lib/india-dates";

// What the shop wrote before it formatted by hand (lib/india-dates.ts says why it no longer does).
const india = { timeZone: "Asia/Kolkata" } as const;
const intl = {
  calendarDay: new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
  day: new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", ...india }),
  date: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", ...india }),
  dateTime: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", ...india }),
  dayTime: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", ...india }),
};

/** Moments from 2000 to 2100, with the edges of India's day (18:29 and 18:30 UTC) and of its clock. */
function moments(): Date[] {
  const edges = ["2026-12-31T18:29:59Z", "2026-12-31T18:30:00Z", "2024-02-28T18:30:00Z", "2026-09-05T06:30:00Z", "2026-09-05T06:29:00Z",
    "2026-03-01T00:00:00Z", "2000-01-01T00:00:00Z", "2099-12-31T23:59:59Z"].map((text) => new Date(text));
  let seed = 41;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const from = Date.UTC(2000, 0, 1), to = Date.UTC(2100, 0, 1);
  const drawn = Array.from({ length: 5000 }, () => new Date(from + Math.floor(random() * (to - from) / 60_000) * 60_000));
  return [...edges, ...drawn];
}

describe("days and times in India, written by hand", () => {
  it("reads as shoppers in India read them", () => {
    expect(calendarDayText("2026-12-02")).toBe("Wed, 2 Dec");
    expect(dayInIndia(new Date("2026-12-31T18:30:00Z"))).toBe("Fri, 1 Jan");
    expect(dateInIndia(new Date("2026-09-05T10:15:00Z"))).toBe("5 Sept 2026");
    expect(dateTimeInIndia(new Date("2026-09-04T18:35:00Z"))).toBe("5 Sept 2026, 12:05 am");
    expect(dayTimeInIndia(new Date("2026-09-05T06:30:00Z"))).toBe("5 Sept, 12:00 pm");
  });

  it("writes what Intl's en-IN writes, for every minute drawn from a century", () => {
    for (const at of moments()) {
      expect(dayInIndia(at), at.toISOString()).toBe(intl.day.format(at));
      expect(dateInIndia(at), at.toISOString()).toBe(intl.date.format(at));
      expect(dateTimeInIndia(at), at.toISOString()).toBe(intl.dateTime.format(at));
      expect(dayTimeInIndia(at), at.toISOString()).toBe(intl.dayTime.format(at));
      const day = at.toISOString().slice(0, 10);
      expect(calendarDayText(day), day).toBe(intl.calendarDay.format(new Date(`${day}T00:00:00Z`)));
    }
  });
});
