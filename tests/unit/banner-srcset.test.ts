import { describe, expect, it } from "vitest";
import { bannerSrcSet } from "@/components/banners/banner-picture";
import nextConfig from "../../next.config";

/** The widths a srcset offers, in order. */
function widths(srcSet: string | undefined): number[] {
  return (srcSet ?? "").split(", ").map((candidate) => Number.parseInt(candidate.slice(candidate.lastIndexOf(" ") + 1), 10));
}

describe("a banner's srcset", () => {
  it("keeps every width a banner can be drawn at and none narrower than a small phone", () => {
    // What getImageProps makes of a banner whose sizes has calc() in it: every configured width.
    const configured = [...nextConfig.images!.imageSizes!, ...nextConfig.images!.deviceSizes!].sort((a, b) => a - b);
    const srcSet = configured.map((width) => `/_next/image?url=%2Fuploads%2Fseed%2Fbanners%2Fsale.webp&w=${width}&q=75 ${width}w`).join(", ");
    expect(configured).toContain(48);
    expect(widths(bannerSrcSet(srcSet))).toEqual(configured.filter((width) => width >= 336));
    expect(widths(bannerSrcSet(srcSet))[0]).toBe(384);
    // What is kept is kept whole: the same addresses and descriptors.
    for (const candidate of bannerSrcSet(srcSet)!.split(", ")) expect(srcSet.split(", ")).toContain(candidate);
  });

  it("leaves a missing srcset missing", () => {
    expect(bannerSrcSet(undefined)).toBeUndefined();
  });
});
