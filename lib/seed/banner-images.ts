import "server-only";
import type { CategorySeed } from "./catalogue-data";
import type { BannerSeed } from "./content-data";
import { garmentDefs, garmentFront } from "./garments";
import { FONT, escapeXml, fabricHex, fitFontSize, isDark, balancedLines, svgDocument, textLines, textWidth, tint } from "./svg";

export const BANNER_IMAGE = { width: 1600, height: 600 } as const;
/** The phone crop: 4:3, so on a 360 px phone the headline is drawn about 30 px high, not 12. */
export const PHONE_BANNER_IMAGE = { width: 800, height: 600 } as const;
export const CATEGORY_IMAGE = { width: 600, height: 600 } as const;

/** A wide banner: the offer on the left, two printed pieces on the right. */
export function bannerSvg(banner: BannerSeed): string {
  const { width, height } = BANNER_IMAGE;
  const [from, to] = banner.colours;
  const dark = isDark(from);
  const ink = dark ? "#ffffff" : "#1d1d21";
  const soft = dark ? "rgba(255,255,255,0.82)" : "rgba(29,29,33,0.78)";

  const headlineLines = balancedLines(banner.headline, banner.headline.length > 18 ? 2 : 1);
  const headlineSize = fitFontSize(headlineLines, 760, 84);
  const subLines = balancedLines(banner.subline, textWidth(banner.subline, 28, false) > 720 ? 2 : 1, false);
  const subSize = Math.min(28, fitFontSize(subLines, 720, 28, false));

  // The eyebrow is in the accent colour unless that would vanish into the background.
  const eyebrowInk = dark === isDark(banner.accent) ? ink : banner.accent;
  let y = 150;
  const eyebrow = `<text x="96" y="${y}" font-family="${FONT}" font-weight="bold" font-size="22" letter-spacing="5" fill="${eyebrowInk}">${escapeXml(banner.eyebrow)}</text>`;
  y += 26 + headlineSize * 0.9;
  const headline = textLines({ lines: headlineLines, x: 96, y, size: headlineSize, fill: ink, anchor: "start", lineHeight: 1.08 });
  y += headlineSize * 1.08 * (headlineLines.length - 1) + 30 + subSize;
  const sub = textLines({ lines: subLines, x: 96, y, size: subSize, fill: soft, anchor: "start", weight: "normal", lineHeight: 1.3 });
  y += subSize * 1.3 * (subLines.length - 1) + 40;

  const hookSize = 30;
  const hookWidth = textWidth(banner.hook, hookSize) + 64;
  const pillInk = isDark(banner.accent) ? "#ffffff" : "#1d1d21";
  const hook =
    `<rect x="96" y="${y}" width="${hookWidth.toFixed(0)}" height="64" rx="32" fill="${banner.accent}"/>` +
    `<text x="${96 + hookWidth / 2}" y="${y + 42}" font-family="${FONT}" font-weight="bold" font-size="${hookSize}" fill="${pillInk}" text-anchor="middle">${escapeXml(banner.hook)}</text>`;

  const pieces = banner.pieces
    .map((piece, i) => {
      const drawing = { style: piece.style, fabric: fabricHex(piece.colour), idPrefix: `p${i}` };
      const x = i === 0 ? 940 : 1210;
      const angle = i === 0 ? -6 : 5;
      return {
        defs: garmentDefs(drawing),
        body:
          `<g transform="translate(${x} ${i === 0 ? 36 : 64}) rotate(${angle} 200 250) scale(0.52)">` +
          garmentFront(drawing, { slogan: piece.slogan, motif: piece.motif, inkPick: i + 1 }) +
          `</g>`,
      };
    });

  const defs =
    `<linearGradient id="bg" x1="0" x2="1" y1="0" y2="0.4"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    pieces.map((p) => p.defs).join("");
  const decor =
    `<circle cx="1260" cy="300" r="290" fill="#fff" opacity="0.09"/><circle cx="1500" cy="40" r="140" fill="#fff" opacity="0.07"/>`;
  return svgDocument(width, height, `<rect width="${width}" height="${height}" fill="url(#bg)"/>` + decor + pieces.map((p) => p.body).join("") + eyebrow + headline + sub + hook, defs);
}

/**
 * The same banner for a phone's narrow frame: eyebrow, headline and price pill large on the
 * left, one printed piece on the right; the subline is left to the wide picture.
 */
export function phoneBannerSvg(banner: BannerSeed): string {
  const { width, height } = PHONE_BANNER_IMAGE;
  const [from, to] = banner.colours;
  const dark = isDark(from);
  const ink = dark ? "#ffffff" : "#1d1d21";
  const eyebrowInk = dark === isDark(banner.accent) ? ink : banner.accent;
  const textWidthMax = 470;

  const headlineLines = balancedLines(banner.headline, banner.headline.length > 12 ? 3 : 2);
  const headlineSize = fitFontSize(headlineLines, textWidthMax, 78);
  const eyebrowSize = Math.min(30, fitFontSize([banner.eyebrow], textWidthMax, 30, true, 0.12));
  let y = 70 + eyebrowSize;
  const eyebrow = `<text x="48" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${eyebrowSize}" letter-spacing="3" fill="${eyebrowInk}">${escapeXml(banner.eyebrow)}</text>`;
  y += 24 + headlineSize * 0.9;
  const headline = textLines({ lines: headlineLines, x: 48, y, size: headlineSize, fill: ink, anchor: "start", lineHeight: 1.08 });
  y += headlineSize * 1.08 * (headlineLines.length - 1) + 44;

  const hookSize = Math.min(38, fitFontSize([banner.hook], textWidthMax - 56, 38));
  const hookWidth = textWidth(banner.hook, hookSize) + 56;
  const pillInk = isDark(banner.accent) ? "#ffffff" : "#1d1d21";
  const pillHeight = hookSize + 36;
  const hook =
    `<rect x="48" y="${y}" width="${hookWidth.toFixed(0)}" height="${pillHeight}" rx="${pillHeight / 2}" fill="${banner.accent}"/>` +
    `<text x="${48 + hookWidth / 2}" y="${y + pillHeight / 2 + hookSize * 0.36}" font-family="${FONT}" font-weight="bold" font-size="${hookSize}" fill="${pillInk}" text-anchor="middle">${escapeXml(banner.hook)}</text>`;

  const piece = banner.pieces[0]!;
  const drawing = { style: piece.style, fabric: fabricHex(piece.colour), idPrefix: "p0" };
  const garment =
    `<g transform="translate(530 190) rotate(-6 200 250) scale(0.6)" opacity="0.95">` +
    garmentFront(drawing, { slogan: piece.slogan, motif: piece.motif, inkPick: 1 }) +
    `</g>`;
  const defs =
    `<linearGradient id="bg" x1="0" x2="1" y1="0" y2="0.6"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    garmentDefs(drawing);
  const decor = `<circle cx="690" cy="380" r="230" fill="#fff" opacity="0.09"/>`;
  return svgDocument(width, height, `<rect width="${width}" height="${height}" fill="url(#bg)"/>` + decor + garment + eyebrow + headline + hook, defs);
}

/** A square category tile: a tee printed with the category's name. */
export function categorySvg(category: CategorySeed): string {
  const { width, height } = CATEGORY_IMAGE;
  const drawing = { style: "tee" as const, fabric: fabricHex(category.colour), idPrefix: "c" };
  const defs =
    `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${tint(category.backdrop, 0.5)}"/><stop offset="1" stop-color="${category.backdrop}"/></radialGradient>` +
    garmentDefs(drawing);
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<g transform="translate(60 20) scale(0.6)">` +
      garmentFront(drawing, { slogan: category.name, motif: category.motif, inkPick: 0 }) +
      `</g>`,
    defs,
  );
}
