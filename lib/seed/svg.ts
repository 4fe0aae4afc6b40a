import "server-only";
/** Small helpers for the SVG drawings of the demo catalogue: text, fonts, colours. */

export const FONT = "DejaVu Sans, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

// Advance widths of DejaVu Sans in em, measured once with sharp; unknown characters count 0.7.
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const MARKS = " .,'!?-&:%/\"#+()";

const BOLD_WIDTHS = widthTable(
  [0.774, 0.762, 0.734, 0.83, 0.683, 0.683, 0.821, 0.837, 0.372, 0.372, 0.775, 0.637, 0.995, 0.837, 0.85, 0.733, 0.85, 0.77, 0.677, 0.704, 0.812, 0.774, 1.103, 0.771, 0.724, 0.725],
  [0.674, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343, 0.343, 0.665, 0.343, 1.042, 0.712, 0.687, 0.716, 0.716, 0.493, 0.595, 0.478, 0.712, 0.652, 0.923, 0.645, 0.652, 0.582],
  [0.348, 0.38, 0.38, 0.306, 0.456, 0.58, 0.415, 0.872, 0.4, 1.002, 0.365, 0.521, 0.838, 0.838, 0.457, 0.457],
  0.696,
);
const REGULAR_WIDTHS = widthTable(
  [0.711, 0.686, 0.698, 0.77, 0.632, 0.576, 0.775, 0.752, 0.295, 0.295, 0.656, 0.557, 0.863, 0.748, 0.787, 0.603, 0.787, 0.695, 0.635, 0.594, 0.732, 0.684, 0.989, 0.685, 0.611, 0.685],
  [0.613, 0.635, 0.55, 0.635, 0.615, 0.352, 0.635, 0.634, 0.278, 0.278, 0.579, 0.278, 0.974, 0.634, 0.612, 0.635, 0.635, 0.395, 0.521, 0.392, 0.634, 0.592, 0.818, 0.592, 0.592, 0.525],
  [0.318, 0.318, 0.318, 0.275, 0.401, 0.531, 0.361, 0.78, 0.337, 0.951, 0.337, 0.46, 0.838, 0.838, 0.39, 0.39],
  0.636,
);

function widthTable(upper: number[], lower: number[], marks: number[], digit: number): Map<string, number> {
  const table = new Map<string, number>();
  const add = (chars: string, values: number[]) => [...chars].forEach((c, i) => table.set(c, values[i] ?? digit));
  add(UPPER, upper);
  add(LOWER, lower);
  add(MARKS, marks);
  for (const d of "0123456789\u20b9") table.set(d, digit);
  return table;
}

/** The width in pixels of `text` set in DejaVu Sans at `size`, with optional letter spacing. */
export function textWidth(text: string, size: number, bold = true, letterSpacing = 0): number {
  const table = bold ? BOLD_WIDTHS : REGULAR_WIDTHS;
  let em = 0;
  for (const ch of text) em += table.get(ch) ?? 0.7;
  return em * size + letterSpacing * Math.max(0, [...text].length - 1);
}

/**
 * `text` broken into exactly `count` lines (or fewer when it has fewer words) so that the widest
 * line is as narrow as possible. Slogans are short, so every split is tried.
 */
export function balancedLines(text: string, count: number, bold = true): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const n = Math.max(1, Math.min(count, words.length));
  let best: string[] = [words.join(" ")];
  let bestWidth = Number.POSITIVE_INFINITY;
  const split = (start: number, left: number, acc: string[]) => {
    if (left === 1) {
      const lines = [...acc, words.slice(start).join(" ")];
      const widest = Math.max(...lines.map((l) => textWidth(l, 1, bold)));
      if (widest < bestWidth) {
        bestWidth = widest;
        best = lines;
      }
      return;
    }
    for (let end = start + 1; end <= words.length - left + 1; end++) {
      split(end, left - 1, [...acc, words.slice(start, end).join(" ")]);
    }
  };
  split(0, n, []);
  return best;
}

/** The largest font size (up to `max`) at which every line fits `width`. */
export function fitFontSize(lines: string[], width: number, max: number, bold = true, letterSpacingEm = 0): number {
  let size = max;
  for (const line of lines) {
    const w = textWidth(line, 1, bold) + letterSpacingEm * Math.max(0, [...line].length - 1);
    size = Math.min(size, width / w);
  }
  return Math.floor(size);
}

type TextBlock = {
  lines: string[];
  x: number;
  /** Baseline of the first line. */
  y: number;
  size: number;
  fill: string;
  weight?: "bold" | "normal";
  anchor?: "start" | "middle" | "end";
  lineHeight?: number;
  letterSpacing?: number;
  extra?: string;
};

/** Lines of text as SVG, escaped. */
export function textLines(block: TextBlock): string {
  const { lines, x, y, size, fill, weight = "bold", anchor = "middle", lineHeight = 1.15, letterSpacing = 0 } = block;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(y + i * size * lineHeight).toFixed(1)}" font-family="${FONT}" font-weight="${weight}" ` +
        `font-size="${size}" fill="${fill}" text-anchor="${anchor}"` +
        (letterSpacing ? ` letter-spacing="${letterSpacing}"` : "") +
        (block.extra ? ` ${block.extra}` : "") +
        `>${escapeXml(line)}</text>`,
    )
    .join("");
}

export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>`
  );
}

// ---- colours -------------------------------------------------------------------------------

/** The shop's colour names (the colour filter's) and how each fabric is drawn. */
export const FABRIC: Record<string, string> = {
  Black: "#1f1f22",
  Blue: "#2f6fd0",
  Gray: "#9ea3aa",
  Green: "#2f7a4d",
  Red: "#c63a32",
  Orange: "#ee7d2c",
  White: "#f6f6f3",
  Purple: "#6a3f9e",
  Pink: "#f3a9c2",
  Brown: "#7b5536",
  Navy: "#1f2c4c",
};

export function fabricHex(colour: string): string {
  return FABRIC[colour] ?? "#f6f6f3";
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.3;
}

/** `a` mixed toward `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, "0");
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

export const shade = (hex: string, t: number) => mix(hex, "#000000", t);
export const tint = (hex: string, t: number) => mix(hex, "#ffffff", t);
