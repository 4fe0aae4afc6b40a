import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The home page's lower sections are fetched when the shopper comes near them
 * (components/home/more-sections-data.ts): a phone's dropped connection or a busy server is
 * asked again, a refusal is not, and a failure is forgotten so the next visit tries anew.
 */
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function freshModule() {
  vi.resetModules();
  return import("@/components/home/more-sections-data");
}

/** Runs the retry timers out and says how the answer ended, without an unhandled rejection. */
async function outcome(answer: Promise<unknown>) {
  const settled = answer.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await vi.runAllTimersAsync();
  return settled;
}

describe("the home page's lower sections, asked from the browser", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks again after a dropped connection and after a 5xx, and takes the third answer", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json({ error: "Busy" }, 503))
      .mockResolvedValueOnce(json({ bestSale: [] }, 200));
    vi.stubGlobal("fetch", fetch);
    const { loadHomeMoreSections } = await freshModule();

    const result = await outcome(loadHomeMoreSections());
    expect(result).toEqual({ ok: true, value: { bestSale: [] } });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[0]![0]).toBe("/api/home/more-sections");
  });

  it("never asks again after a refusal (4xx), and forgets it so the next ask tries anew", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({ error: "Too many requests" }, 429))
      .mockResolvedValueOnce(json({ bestSale: [] }, 200));
    vi.stubGlobal("fetch", fetch);
    const { loadHomeMoreSections } = await freshModule();
    const { ApiError } = await import("@/components/shop-data/api");

    const refused = await outcome(loadHomeMoreSections());
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toBeInstanceOf(ApiError);
    expect(!refused.ok && (refused.error as InstanceType<typeof ApiError>).status).toBe(429);
    expect(fetch).toHaveBeenCalledTimes(1);

    expect(await outcome(loadHomeMoreSections())).toEqual({ ok: true, value: { bestSale: [] } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives up after three failures with the shop's own words", async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetch);
    const { loadHomeMoreSections, MORE_SECTIONS_FALLBACK } = await freshModule();

    const result = await outcome(loadHomeMoreSections());
    expect(result.ok).toBe(false);
    expect(!result.ok && (result.error as Error).message).toBe(MORE_SECTIONS_FALLBACK);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("one answer serves the tab for a minute: a second ask within it fetches nothing", async () => {
    const fetch = vi.fn().mockImplementation(async () => json({ bestSale: [] }, 200));
    vi.stubGlobal("fetch", fetch);
    const { loadHomeMoreSections } = await freshModule();

    await outcome(loadHomeMoreSections());
    await outcome(loadHomeMoreSections());
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(61_000);
    await outcome(loadHomeMoreSections());
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
