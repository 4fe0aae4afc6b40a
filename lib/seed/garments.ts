import "server-only";
import { drawMotif, type Motif } from "./motifs";
import { FONT, balancedLines, escapeXml, fitFontSize, isDark, luminance, shade, textLines, tint } from "./svg";

/** The cuts the demo catalogue draws; kids' pieces are the same cuts drawn smaller. */
export type GarmentStyle = "tee" | "oversized" | "tank" | "hoodie";

type Box = { x: number; y: number; w: number; h: number };

type Cut = {
  /** The outline with a placeholder `NECK` for the neckline (front scoop or back line). */
  outline: string;
  collarLeft: [number, number];
  collarRight: [number, number];
  frontNeckDip: number;
  backNeckDip: number;
  print: Box;
  /** Seams and stitching, drawn as thin darker lines. */
  seams: string[];
  /** Soft fabric folds. */
  folds: string[];
  /** Where the hanger's bar meets the shoulders in the back view. */
  shoulderY: number;
};

const CUTS: Record<GarmentStyle, Cut> = {
  tee: {
    outline:
      "M325 150 NECK L590 186 Q634 202 652 238 L714 350 L622 400 L563 326 L566 870 Q400 886 234 870 L237 326 L178 400 L86 350 L148 238 Q166 202 210 186 Z",
    collarLeft: [325, 150],
    collarRight: [475, 150],
    frontNeckDip: 238,
    backNeckDip: 176,
    print: { x: 272, y: 262, w: 256, h: 290 },
    seams: [
      "M590 186 Q572 258 563 326",
      "M210 186 Q228 258 237 326",
      "M702 342 L616 388",
      "M98 342 L184 388",
      "M238 852 Q400 868 562 852",
    ],
    folds: ["M252 350 Q282 392 318 410", "M548 350 Q520 396 486 414", "M270 640 Q290 700 280 760", "M320 800 Q400 826 480 806"],
    shoulderY: 188,
  },
  oversized: {
    outline:
      "M318 140 NECK L612 172 Q654 186 672 224 L746 384 L640 436 L600 352 L604 884 Q400 898 196 884 L200 352 L160 436 L54 384 L128 224 Q146 186 188 172 Z",
    collarLeft: [318, 140],
    collarRight: [482, 140],
    frontNeckDip: 228,
    backNeckDip: 166,
    print: { x: 262, y: 256, w: 276, h: 300 },
    seams: ["M652 200 Q626 280 600 352", "M148 200 Q174 280 200 352", "M733 376 L634 424", "M67 376 L166 424", "M200 866 Q400 880 600 866"],
    folds: ["M214 372 Q250 416 290 434", "M586 372 Q552 420 510 438", "M250 660 Q270 720 258 790", "M310 812 Q400 840 500 816"],
    shoulderY: 176,
  },
  tank: {
    outline: "M300 120 L350 120 NECK L500 120 Q510 300 594 372 L588 874 Q400 890 212 874 L206 372 Q290 300 300 120 Z",
    collarLeft: [350, 120],
    collarRight: [450, 120],
    frontNeckDip: 300,
    backNeckDip: 200,
    print: { x: 292, y: 330, w: 216, h: 270 },
    seams: ["M500 120 Q512 296 590 362", "M300 120 Q288 296 210 362", "M214 856 Q400 872 586 856"],
    folds: ["M226 420 Q256 470 290 490", "M574 420 Q544 470 510 490", "M320 800 Q400 826 480 806"],
    shoulderY: 124,
  },
  hoodie: {
    outline:
      "M318 172 NECK L602 196 Q652 212 670 262 L738 700 L740 762 L664 772 L652 712 L594 430 L596 880 L204 880 L206 430 L148 712 L136 772 L60 762 L62 700 L130 262 Q148 212 198 196 Z",
    collarLeft: [318, 172],
    collarRight: [482, 172],
    frontNeckDip: 232,
    backNeckDip: 190,
    print: { x: 276, y: 396, w: 248, h: 236 },
    seams: [
      "M602 196 Q610 320 594 430",
      "M198 196 Q190 320 206 430",
      "M206 830 L594 830",
      "M652 712 L738 700",
      "M148 712 L62 700",
      "M262 640 L538 640 L572 800 L228 800 Z",
    ],
    folds: ["M222 450 Q250 500 282 520", "M578 450 Q550 500 518 520", "M690 520 Q684 600 700 660", "M110 520 Q116 600 100 660"],
    shoulderY: 200,
  },
};

function outlineOf(cut: Cut, dip: number): string {
  const [lx, ly] = cut.collarLeft;
  const [rx, ry] = cut.collarRight;
  const neck = `Q${(lx + rx) / 2} ${dip * 2 - (ly + ry) / 2} ${rx} ${ry}`;
  return cut.outline.replace("NECK", neck);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Ink colours that read on `fabric`: the main colour for text, an accent for the graphic. */
export function inksFor(fabric: string, pick: number): { main: string; accent: string } {
  const main = isDark(fabric) ? "#fbfaf7" : "#1d1d21";
  const accents = ["#f5b82e", "#e4472f", "#1f8a70", "#3b6fd8", "#ef7d3c", "#9b5de5", "#ffffff", "#1d1d21"];
  const readable = accents.filter((c) => contrast(c, fabric) >= 2.6 && c !== main);
  return { main, accent: readable[pick % Math.max(1, readable.length)] ?? main };
}

export type GarmentDrawing = {
  style: GarmentStyle;
  fabric: string;
  /** Unique prefix for gradient ids when several garments share one SVG. */
  idPrefix: string;
};

/** Gradients and filters a garment drawing uses; put them in the SVG's <defs>. */
export function garmentDefs({ idPrefix, fabric }: GarmentDrawing): string {
  const light = luminance(fabric) > 0.6;
  const edge = light ? 0.1 : 0.22;
  return (
    `<linearGradient id="${idPrefix}-shade" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity="${edge}"/><stop offset="0.22" stop-color="#000" stop-opacity="0.02"/>` +
    `<stop offset="0.5" stop-color="#fff" stop-opacity="${light ? 0.05 : 0.08}"/><stop offset="0.78" stop-color="#000" stop-opacity="0.02"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${edge}"/></linearGradient>` +
    `<linearGradient id="${idPrefix}-drop" x1="0" x2="0" y1="0" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="${light ? 0 : 0.06}"/><stop offset="1" stop-color="#000" stop-opacity="${light ? 0.08 : 0.16}"/></linearGradient>`
  );
}

function body(drawing: GarmentDrawing, outline: string): string {
  const { idPrefix, fabric, style } = drawing;
  const cut = CUTS[style];
  const seamInk = shade(fabric, luminance(fabric) > 0.6 ? 0.16 : 0.3);
  const foldOpacity = luminance(fabric) > 0.6 ? 0.025 : 0.045;
  return (
    // A soft shadow under the piece. Layered strokes instead of a blur filter, which is slow to
    // draw for every seed picture (docs/decisions/0004).
    `<g transform="translate(4 12)" fill="none" stroke="#000" stroke-linejoin="round">` +
    [52, 38, 26, 16, 8].map((w) => `<path d="${outline}" stroke-width="${w}" stroke-opacity="0.028"/>`).join("") +
    `<path d="${outline}" fill="#000" fill-opacity="0.05" stroke="none"/></g>` +
    `<path d="${outline}" fill="${fabric}"/>` +
    `<path d="${outline}" fill="url(#${idPrefix}-shade)"/>` +
    `<path d="${outline}" fill="url(#${idPrefix}-drop)"/>` +
    `<g stroke="${shade(fabric, 0.4)}" fill="none" stroke-linecap="round">` +
    cut.folds.map((d) => [26, 16, 8].map((w) => `<path d="${d}" stroke-width="${w}" stroke-opacity="${foldOpacity}"/>`).join("")).join("") +
    `</g>` +
    `<g stroke="${seamInk}" stroke-width="2.4" fill="none" stroke-dasharray="7 5" opacity="0.8">` +
    cut.seams.map((d) => `<path d="${d}"/>`).join("") +
    `</g>` +
    `<path d="${outline}" fill="none" stroke="${shade(fabric, 0.25)}" stroke-width="2" opacity="0.6"/>`
  );
}

function hoodFront(fabric: string): string {
  return (
    `<path d="M282 214 C236 28 564 28 518 214 Z" fill="${shade(fabric, 0.1)}"/>` +
    `<path d="M282 214 C236 28 564 28 518 214" fill="none" stroke="${shade(fabric, 0.3)}" stroke-width="2" stroke-dasharray="6 5" opacity="0.6"/>` +
    `<path d="M338 204 C326 96 474 96 462 204 Q400 236 338 204 Z" fill="${shade(fabric, 0.4)}"/>`
  );
}

function hoodFrontEdge(fabric: string): string {
  return (
    `<path d="M318 172 C300 214 350 262 400 268 C450 262 500 214 482 172" fill="none" stroke="${tint(fabric, 0.06)}" stroke-width="18"/>` +
    `<path d="M318 172 C300 214 350 262 400 268 C450 262 500 214 482 172" fill="none" stroke="${shade(fabric, 0.3)}" stroke-width="2" stroke-dasharray="6 5" opacity="0.7"/>` +
    `<g stroke="${tint(fabric, 0.55)}" stroke-width="6" stroke-linecap="round"><path d="M372 262 Q368 320 376 372"/><path d="M428 262 Q432 320 424 372"/></g>` +
    `<g fill="${shade(fabric, 0.25)}"><rect x="370" y="368" width="12" height="22" rx="3"/><rect x="418" y="368" width="12" height="22" rx="3"/></g>`
  );
}

function collar(drawing: GarmentDrawing, dip: number, front: boolean): string {
  const cut = CUTS[drawing.style];
  const [lx, ly] = cut.collarLeft;
  const [rx, ry] = cut.collarRight;
  const midX = (lx + rx) / 2;
  const ctrl = dip * 2 - (ly + ry) / 2;
  const rib = tint(drawing.fabric, 0.06);
  const inner = shade(drawing.fabric, 0.38);
  const innerBackDip = cut.backNeckDip;
  const innerCtrl = innerBackDip * 2 - (ly + ry) / 2;
  const parts: string[] = [];
  if (front) {
    // The inside of the back of the neck, with the woven label.
    parts.push(`<path d="M${lx} ${ly} Q${midX} ${ctrl} ${rx} ${ry} Q${midX} ${innerCtrl} ${lx} ${ly} Z" fill="${inner}"/>`);
    if (drawing.style !== "tank") {
      const labelY = (ly + innerBackDip) / 2 + 6;
      parts.push(
        `<rect x="${midX - 26}" y="${labelY}" width="52" height="20" rx="2" fill="#f4efe6"/>` +
          `<text x="${midX}" y="${labelY + 14.5}" font-family="${FONT}" font-weight="bold" font-size="11" fill="#b0442b" text-anchor="middle">TeeRang</text>`,
      );
    }
  }
  parts.push(
    `<path d="M${lx} ${ly} Q${midX} ${ctrl} ${rx} ${ry}" fill="none" stroke="${rib}" stroke-width="${drawing.style === "tank" ? 12 : 16}"/>` +
      `<path d="M${lx} ${ly} Q${midX} ${ctrl} ${rx} ${ry}" fill="none" stroke="${shade(drawing.fabric, 0.3)}" stroke-width="2" opacity="0.5" transform="translate(0 9)"/>`,
  );
  return parts.join("");
}

export type PrintDesign = {
  slogan: string;
  motif: Motif;
  inkPick: number;
};

/** The slogan and graphic printed on the chest, centred in the cut's print area. */
function chestPrint(drawing: GarmentDrawing, design: PrintDesign): string {
  if (!design.slogan.trim() && design.motif === "none") return "";
  const box = CUTS[drawing.style].print;
  const { main, accent } = inksFor(drawing.fabric, design.inkPick);
  const text = design.slogan.toUpperCase();
  const lineHeight = 1.1;
  const spacing = 0.03;
  const motifSize = design.motif === "none" ? 0 : Math.min(92, box.h * 0.28);
  const gap = motifSize ? 20 : 0;
  const textRoom = box.h - motifSize - gap - 24;
  // Try one to four lines and keep the layout that prints the slogan largest.
  let lines: string[] = [text];
  let size = 0;
  for (let count = 1; count <= 4; count++) {
    const candidate = balancedLines(text, count);
    if (count > 1 && candidate.length < count) break;
    const byWidth = fitFontSize(candidate, box.w, 84, true, spacing);
    const byHeight = textRoom / (lineHeight * (candidate.length - 1) + 0.74);
    const candidateSize = Math.floor(Math.min(byWidth, byHeight));
    // Another line must pay for itself: a stack of short lines reads worse than fewer long ones.
    if (candidateSize > size * (count === 4 ? 1.25 : 1.12)) {
      lines = candidate;
      size = candidateSize;
    }
  }
  const textHeight = size * lineHeight * (lines.length - 1) + size * 0.74;
  const total = motifSize + gap + textHeight;
  const top = box.y + (box.h - total) / 2;
  const cx = box.x + box.w / 2;
  return (
    drawMotif(design.motif, cx, top + motifSize / 2, motifSize, accent) +
    textLines({
      lines,
      x: cx,
      y: top + motifSize + gap + size * 0.74,
      size,
      fill: main,
      lineHeight,
      letterSpacing: Math.round(size * spacing),
    }) +
    `<rect x="${cx - 34}" y="${(top + total + 16).toFixed(1)}" width="68" height="5" rx="2.5" fill="${accent}"/>`
  );
}

function scaleFor(kids: boolean): string {
  return kids ? "translate(400 540) scale(0.84) translate(-400 -540)" : "";
}

/** The front of a garment with its print, in an 800 x 1000 frame. */
export function garmentFront(drawing: GarmentDrawing, design: PrintDesign, kids = false): string {
  const cut = CUTS[drawing.style];
  const outline = outlineOf(cut, cut.frontNeckDip);
  const hoodie = drawing.style === "hoodie";
  return (
    `<g transform="${scaleFor(kids)}">` +
    (hoodie ? hoodFront(drawing.fabric) : "") +
    body(drawing, outline) +
    (hoodie ? hoodFrontEdge(drawing.fabric) : collar(drawing, cut.frontNeckDip, true)) +
    chestPrint(drawing, design) +
    `</g>`
  );
}

/** The back of a garment hanging from a rail, with a small logo under the collar. */
export function garmentBack(drawing: GarmentDrawing, logoInkPick: number, kids = false): string {
  const cut = CUTS[drawing.style];
  const outline = outlineOf(cut, cut.backNeckDip);
  const { main, accent } = inksFor(drawing.fabric, logoInkPick);
  const hoodie = drawing.style === "hoodie";
  const [lx, ly] = cut.collarLeft;
  const [rx] = cut.collarRight;
  const logoY = hoodie ? 420 : cut.backNeckDip + 62;
  const hanger =
    `<path d="M400 ${ly + 4} L400 ${ly - 40} C400 ${ly - 80} 446 ${ly - 86} 446 ${ly - 52}" fill="none" stroke="#8a8f98" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M${lx - 70} ${cut.shoulderY + 6} Q400 ${ly - 34} ${rx + 70} ${cut.shoulderY + 6}" fill="none" stroke="#a8784c" stroke-width="14" stroke-linecap="round"/>`;
  return (
    `<g transform="${scaleFor(kids)}">` +
    hanger +
    body(drawing, outline) +
    (hoodie
      ? `<path d="M300 188 C286 150 514 150 500 188 L470 372 Q400 410 330 372 Z" fill="${shade(drawing.fabric, 0.06)}"/>` +
        `<path d="M300 188 C286 150 514 150 500 188 L470 372 Q400 410 330 372 Z" fill="none" stroke="${shade(drawing.fabric, 0.3)}" stroke-width="2" stroke-dasharray="6 5" opacity="0.7"/>` +
        `<path d="M400 160 L400 395" stroke="${shade(drawing.fabric, 0.3)}" stroke-width="2" stroke-dasharray="6 5" opacity="0.7"/>`
      : collar(drawing, cut.backNeckDip, false)) +
    `<text x="400" y="${logoY}" font-family="${FONT}" font-weight="bold" font-size="24" letter-spacing="3" fill="${main}" text-anchor="middle">${escapeXml("TEERANG")}</text>` +
    `<rect x="376" y="${logoY + 12}" width="48" height="4" rx="2" fill="${accent}"/>` +
    `</g>`
  );
}
