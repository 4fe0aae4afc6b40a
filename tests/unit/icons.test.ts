import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { drawings, iconSvg, iconUrl, iconsCss } from "@/lib/icons/drawings.mjs";
import { HeartIcon, Icon, SearchIcon } from "@/components/ui/icons";
import { PlusIcon } from "@/components/product-details/icons";

const committedCss = readFileSync(new URL("../../app/icons.css", import.meta.url), "utf8");

describe("icons as masks (app/icons.css from lib/icons/drawings.mjs)", () => {
  it("the committed stylesheet is what `npm run icons` writes from today's drawings", () => {
    expect(committedCss).toBe(iconsCss());
  });

  it("every name the components accept has a drawing, and every drawing a name", () => {
    const source = readFileSync(new URL("../../components/ui/icons.tsx", import.meta.url), "utf8");
    const union = source.slice(source.indexOf("export type IconName ="), source.indexOf("export function Icon("));
    const names = [...union.matchAll(/"([a-z-]+)"/g)].map((match) => match[1]).sort();
    expect(names).toEqual(Object.keys(drawings).sort());
    for (const name of names) expect(committedCss).toContain(`.i-${name} {`);
  });

  it("each data URL decodes back to its SVG, with nothing a data URL or CSS string must escape left raw", () => {
    for (const name of Object.keys(drawings)) {
      const url = iconUrl(name);
      const data = url.slice('url("data:image/svg+xml,'.length, -2);
      expect(data).not.toMatch(/["#<>]/);
      expect(decodeURIComponent(data).replaceAll("'", '"')).toBe(iconSvg(name));
      expect(iconSvg(name)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24" [^>]+>.+<\/svg>$/);
    }
  });

  it("an icon is one decorative span, sized only when it is not 24 px", () => {
    expect(renderToStaticMarkup(createElement(SearchIcon))).toBe('<span aria-hidden="true" class="i i-search"></span>');
    expect(renderToStaticMarkup(createElement(Icon, { name: "bag", size: 20, className: "text-muted" }))).toBe(
      '<span aria-hidden="true" class="i i-bag text-muted" style="--s:20px"></span>',
    );
    expect(renderToStaticMarkup(createElement(PlusIcon))).toContain('class="i i-plus" style="--s:20px"');
  });

  it("a saved product's heart is the filled drawing", () => {
    expect(renderToStaticMarkup(createElement(HeartIcon, { filled: true }))).toContain("i-heart-full");
    expect(renderToStaticMarkup(createElement(HeartIcon, {}))).toContain('class="i i-heart"');
  });
});
