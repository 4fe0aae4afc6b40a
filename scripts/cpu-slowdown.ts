// The CPU slowdown that turns this machine, as fast as Lighthouse's benchmark found it during a
// run, into the phone Lighthouse's mobile default stands for: its 4x on the host it is calibrated
// for (scripts/lighthouse-phone.ts, docs/decisions/0034).

/** The host Lighthouse's default 4x is calibrated for (its slow-host warning is at half of it). */
export const REFERENCE_HOST_INDEX = 2000;
export const DEFAULT_SLOWDOWN = 4;
/** The benchmark index of the phone the audit simulates: a mid-range phone, Lighthouse's default. */
export const PHONE_INDEX = REFERENCE_HOST_INDEX / DEFAULT_SLOWDOWN;

/** LIGHTHOUSE_CPU_SLOWDOWN, when set: a fixed multiplier for every run. */
export function fixedSlowdown(value = process.env.LIGHTHOUSE_CPU_SLOWDOWN): number | null {
  if (value === undefined || value === "") return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 1 || n > 20) throw new Error("LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 to 20");
  return n;
}

/**
 * The multiplier that slows a host of `benchmarkIndex` down to the simulated phone. Never below 1
 * (a host slower than the phone cannot be sped up) and, should the benchmark misread, never above
 * 3x the default.
 */
export function slowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_SLOWDOWN;
  const slowdown = benchmarkIndex / PHONE_INDEX;
  return Math.round(Math.min(Math.max(slowdown, 1), DEFAULT_SLOWDOWN * 3) * 100) / 100;
}
