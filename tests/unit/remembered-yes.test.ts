import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberYes } from "@/lib/remembered-yes";

afterEach(() => vi.useRealTimers());

describe("rememberYes", () => {
  it("asks once for a yes within the time, again after it", async () => {
    vi.useFakeTimers();
    const lookup = vi.fn(async (key: string) => key === "known");
    const remembered = rememberYes(lookup, 10_000);
    expect(await remembered("known")).toBe(true);
    expect(await remembered("known")).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_001);
    expect(await remembered("known")).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it("never keeps a no: a slug created a moment later is found at once", async () => {
    let exists = false;
    const remembered = rememberYes(async () => exists, 10_000);
    expect(await remembered("new-tee")).toBe(false);
    exists = true;
    expect(await remembered("new-tee")).toBe(true);
  });

  it("keeps at most maxKeys answers, dropping the oldest", async () => {
    const lookup = vi.fn(async () => true);
    const remembered = rememberYes(lookup, 10_000, 2);
    await remembered("a");
    await remembered("b");
    await remembered("c"); // "a" is dropped
    await remembered("b");
    expect(lookup).toHaveBeenCalledTimes(3);
    await remembered("a");
    expect(lookup).toHaveBeenCalledTimes(4);
  });

  it("passes a failed lookup on, remembering nothing", async () => {
    const lookup = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValue(true);
    const remembered = rememberYes(lookup, 10_000);
    await expect(remembered("x")).rejects.toThrow("database down");
    expect(await remembered("x")).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
