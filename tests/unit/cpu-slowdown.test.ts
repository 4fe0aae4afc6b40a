import { describe, expect, it } from "vitest";
import { DEFAULT_SLOWDOWN, fixedSlowdown, PHONE_INDEX, REFERENCE_HOST_INDEX, slowdownFor } from "@/scripts/cpu-slowdown";

describe("npm run lighthouse's calibrated phone", () => {
  it("is Lighthouse's own 4x on the host that default is calibrated for", () => {
    expect(slowdownFor(REFERENCE_HOST_INDEX)).toBe(DEFAULT_SLOWDOWN);
    expect(PHONE_INDEX).toBe(500);
  });

  it("slows a slower host less and a faster host more, so the phone stays the same", () => {
    expect(slowdownFor(1250)).toBe(2.5);
    expect(slowdownFor(2790)).toBe(5.58);
    // The simulated phone: the host's index over the slowdown.
    for (const index of [700, 1165, 1604, 2037, 2790]) expect(index / slowdownFor(index)).toBeCloseTo(PHONE_INDEX, 0);
  });

  it("never speeds a host up, and distrusts a benchmark that misread", () => {
    expect(slowdownFor(300)).toBe(1);
    expect(slowdownFor(50_000)).toBe(12);
    expect(slowdownFor(Number.NaN)).toBe(DEFAULT_SLOWDOWN);
    expect(slowdownFor(0)).toBe(DEFAULT_SLOWDOWN);
  });

  it("takes a fixed multiplier from LIGHTHOUSE_CPU_SLOWDOWN, and refuses nonsense", () => {
    expect(fixedSlowdown(undefined)).toBeNull();
    expect(fixedSlowdown("")).toBeNull();
    expect(fixedSlowdown("4")).toBe(4);
    expect(fixedSlowdown("2.5")).toBe(2.5);
    for (const bad of ["0", "-4", "fast", "21", "Infinity"]) expect(() => fixedSlowdown(bad)).toThrow(/LIGHTHOUSE_CPU_SLOWDOWN/);
  });
});
