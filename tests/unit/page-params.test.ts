import { describe, expect, it } from "vitest";
import { BUILD_PLACEHOLDER, CURRENT_EDITION, currentEdition, pageParam, placeholderParams } from "@/lib/page-params";

/** What notFound() throws, as Next recognises it. */
const notFoundError = expect.objectContaining({ digest: expect.stringContaining("404") });

describe("page params of pages served from the route cache", () => {
  it("name only the build placeholder for every param", () => {
    expect(placeholderParams("slug")).toEqual([{ slug: BUILD_PLACEHOLDER }]);
    expect(placeholderParams("slug", "page")).toEqual([{ slug: BUILD_PLACEHOLDER, page: BUILD_PLACEHOLDER }]);
  });

  it("give a real param through and answer the placeholder as not found, before any read", async () => {
    await expect(pageParam(Promise.resolve({ slug: "dog-dad-tee" }), "slug")).resolves.toBe("dog-dad-tee");
    await expect(pageParam(Promise.resolve({ slug: BUILD_PLACEHOLDER }), "slug")).rejects.toEqual(notFoundError);
  });

  it("accept only the current edition", async () => {
    await expect(currentEdition(Promise.resolve({ edition: CURRENT_EDITION }))).resolves.toBeUndefined();
    await expect(currentEdition(Promise.resolve({ edition: "other" }))).rejects.toEqual(notFoundError);
  });
});
