/**
 * Days as the shop's couriers count them: India's calendar (IST, UTC+5:30, no daylight saving)
 * whatever the server's or browser's time zone; working days are Monday to Saturday but for the
 * national holidays. Days are "YYYY-MM-DD" strings, the database's `date`. Browser-safe.
 */
import { INDIA_OFFSET_MS, calendarDayText } from "@/lib/india-dates";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day in India at `at`. */
export function dayInIndia(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight in India at `at`. */
export function minutesInIndia(at: Date): number {
  const shifted = new Date(at.getTime() + INDIA_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export function isWorkingDay(day: string, holidays: readonly string[]): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !holidays.includes(day.slice(5));
}

function nextWorkingDay(day: string, holidays: readonly string[]): string {
  let next = dayAfter(day);
  while (!isWorkingDay(next, holidays)) next = dayAfter(next);
  return next;
}

/** The day an order placed at `at` leaves the warehouse: today before the cut-off on a working day, else the next working day. */
export function dispatchDay(at: Date, cutoffMinutes: number, holidays: readonly string[]): string {
  const today = dayInIndia(at);
  return isWorkingDay(today, holidays) && minutesInIndia(at) < cutoffMinutes ? today : nextWorkingDay(today, holidays);
}

/** `days` working days after `day`. */
export function addWorkingDays(day: string, days: number, holidays: readonly string[]): string {
  let at = day;
  for (let left = days; left > 0; left--) at = nextWorkingDay(at, holidays);
  return at;
}

/** "Tue, 2 Dec" for "2026-12-02". */
export function dayText(day: string): string {
  return calendarDayText(day);
}
