import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatRating, roundToHalf, StarRating } from "@/components/ui/star-rating";

const stars = (rating: number) => renderToStaticMarkup(createElement(StarRating, { rating, size: 18 }));

describe("star ratings", () => {
  it("draw to the nearest half but read out the figure itself", () => {
    expect(roundToHalf(4.3)).toBe(4.5);
    expect(roundToHalf(4.2)).toBe(4);
    expect(roundToHalf(7)).toBe(5);
    expect(formatRating(4.26)).toBe("4.3");
    expect(formatRating(4)).toBe("4");

    const html = stars(4.3);
    expect(html).toContain('aria-label="Rated 4.3 out of 5"');
    // 4 whole stars of 18 px with 2 px gaps, then half of the fifth: the colour stops at 89 px.
    expect(html).toContain("var(--color-saffron-500) 89px, var(--color-star-empty) 89px");
    expect(stars(4)).toContain("var(--color-saffron-500) 80px");
    expect(stars(0)).toContain('aria-label="Rated 0 out of 5"');
  });
});
