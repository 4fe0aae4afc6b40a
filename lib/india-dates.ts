// Days and times as shoppers in India read them ("Sat, 5 Sept", "5 Sept 2026, 3:45 pm"), written
// out by hand rather than with Intl.DateTimeFormat: the first Intl formatter a page builds loads
// the locale's data, a long task in the page's first work (docs/decisions/0041). The text is
// Intl's `en-IN` (tests/unit/india-dates.test.ts compares them). India keeps one offset all year
// (UTC+5:30, no summer time since 1945), so its wall clock is the UTC clock moved by that much.

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;
/** India Standard Time, UTC+5:30, all year. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The moment's wall clock in India, to be read with the UTC getters. */
function indiaClock(at: Date): Date {
  return new Date(at.getTime() + INDIA_OFFSET_MS);
}

function weekdayDayMonth(clock: Date): string {
  return `${WEEKDAYS[clock.getUTCDay()]}, ${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]}`;
}

function dayMonth(clock: Date): string {
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]}`;
}

function time(clock: Date): string {
  const hours = clock.getUTCHours();
  return `${hours % 12 || 12}:${String(clock.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** "Tue, 2 Dec" for the calendar day "2026-12-02". */
export function calendarDayText(day: string): string {
  return weekdayDayMonth(new Date(`${day}T00:00:00Z`));
}

/** "Tue, 2 Dec": the moment's day in India. */
export function dayInIndia(at: Date): string {
  return weekdayDayMonth(indiaClock(at));
}

/** "12 Mar 2026": the moment's date in India. */
export function dateInIndia(at: Date): string {
  const clock = indiaClock(at);
  return `${dayMonth(clock)} ${clock.getUTCFullYear()}`;
}

/** "12 Mar 2026, 4:05 pm": the moment's date and time in India. */
export function dateTimeInIndia(at: Date): string {
  const clock = indiaClock(at);
  return `${dayMonth(clock)} ${clock.getUTCFullYear()}, ${time(clock)}`;
}

/** "12 Mar, 4:05 pm": the moment's day and time in India, without the year. */
export function dayTimeInIndia(at: Date): string {
  const clock = indiaClock(at);
  return `${dayMonth(clock)}, ${time(clock)}`;
}
