import { describe, expect, it } from "vitest";
import { createRenderStarts } from "@/server/cache/render-starts.mjs";

describe("when a page's render began", () => {
  it("is the first lookup that missed since the page was stored", () => {
    const starts = createRenderStarts();
    starts.missed("/a", 100);
    starts.missed("/a", 150); // a second lookup while it renders: the render began at the first
    expect(starts.take("/a")).toBe(100);
    expect(starts.take("/a")).toBeUndefined(); // stored: the next render begins at its own lookup
  });

  it("is not known after a lookup that found the page (no render follows, or one begun at once)", () => {
    const starts = createRenderStarts();
    starts.missed("/a", 100);
    starts.found("/a");
    expect(starts.take("/a")).toBeUndefined();
  });

  it("keeps at most its limit of pages, forgetting the oldest", () => {
    const starts = createRenderStarts(2);
    starts.missed("/a", 1);
    starts.missed("/b", 2);
    starts.missed("/c", 3);
    expect(starts.size).toBe(2);
    expect(starts.take("/a")).toBeUndefined();
    expect(starts.take("/b")).toBe(2);
    expect(starts.take("/c")).toBe(3);
  });
});
