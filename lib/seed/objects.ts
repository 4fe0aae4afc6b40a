import "server-only";
import { drawMotif, type Motif } from "./motifs";
import { FONT, balancedLines, escapeXml, fitFontSize, isDark, shade, textLines, tint } from "./svg";

/**
 * Everyday objects for the gift pictures and blog scenes. Each draws around its own centre
 * (0, 0) at a natural size of roughly 400 x 500 and is placed by the caller with a transform.
 */

export type ObjectPrint = { text: string; motif: Motif };

/** A soft elliptical shadow under an object standing on a surface. */
export function groundShadow(width: number, y: number): string {
  return [1, 0.75, 0.5]
    .map((k) => `<ellipse cx="0" cy="${y}" rx="${(width / 2) * k}" ry="${14 * k}" fill="#000" opacity="0.07"/>`)
    .join("");
}

/** Text and motif fitted to a box centred on (cx, cy). */
export function printBlock(print: ObjectPrint, cx: number, cy: number, width: number, height: number, ink: string, accent: string): string {
  const text = print.text.toUpperCase();
  let lines = balancedLines(text, 1);
  let size = 0;
  const motifSize = print.motif === "none" ? 0 : Math.min(70, height * 0.32);
  const room = height - motifSize - (motifSize ? 14 : 0);
  for (let n = 1; n <= 3; n++) {
    const candidate = balancedLines(text, n);
    if (n > 1 && candidate.length < n) break;
    const s = Math.floor(Math.min(fitFontSize(candidate, width, 60), room / (1.1 * (candidate.length - 1) + 0.74)));
    if (s > size * 1.12) {
      lines = candidate;
      size = s;
    }
  }
  const textHeight = size * 1.1 * (lines.length - 1) + size * 0.74;
  const total = motifSize + (motifSize ? 14 : 0) + textHeight;
  const top = cy - total / 2;
  return (
    drawMotif(print.motif, cx, top + motifSize / 2, motifSize, accent) +
    textLines({ lines, x: cx, y: top + total - textHeight + size * 0.74, size, fill: ink, lineHeight: 1.1 })
  );
}

function inkOn(colour: string): { ink: string; accent: string } {
  return isDark(colour) ? { ink: "#fbfaf7", accent: "#f5b82e" } : { ink: "#1d1d21", accent: "#c63a32" };
}

export function mug(colour: string, print: ObjectPrint, id: string, glossy = false): string {
  const { ink, accent } = inkOn(colour);
  return (
    `<defs><linearGradient id="${id}-m" x1="0" x2="1"><stop offset="0" stop-color="${shade(colour, 0.22)}"/>` +
    `<stop offset="0.35" stop-color="${tint(colour, glossy ? 0.18 : 0.1)}"/><stop offset="0.7" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="${shade(colour, 0.28)}"/></linearGradient></defs>` +
    groundShadow(380, 205) +
    `<path d="M150 -120 C265 -120 268 110 150 118" fill="none" stroke="${shade(colour, 0.18)}" stroke-width="38" stroke-linecap="round"/>` +
    `<path d="M150 -120 C265 -120 268 110 150 118" fill="none" stroke="${tint(colour, 0.12)}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>` +
    `<path d="M-160 -190 L160 -190 L160 170 Q160 205 120 205 L-120 205 Q-160 205 -160 170 Z" fill="url(#${id}-m)"/>` +
    `<ellipse cx="0" cy="-190" rx="160" ry="30" fill="${tint(colour, 0.12)}"/>` +
    `<ellipse cx="0" cy="-186" rx="144" ry="22" fill="${shade(colour, 0.35)}"/>` +
    (glossy ? `<rect x="-120" y="-160" width="22" height="330" rx="11" fill="#fff" opacity="0.18"/>` : "") +
    printBlock(print, 0, 10, 250, 250, ink, accent)
  );
}

export function cushion(colour: string, print: ObjectPrint, id: string): string {
  const { ink, accent } = inkOn(colour);
  const outline = "M-230 -230 Q0 -262 230 -230 Q262 0 230 230 Q0 262 -230 230 Q-262 0 -230 -230 Z";
  return (
    `<defs><radialGradient id="${id}-c" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="${tint(colour, 0.18)}"/>` +
    `<stop offset="0.7" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, 0.25)}"/></radialGradient></defs>` +
    groundShadow(440, 250) +
    `<path d="${outline}" fill="url(#${id}-c)"/>` +
    `<path d="${outline}" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="6"/>` +
    `<path d="M-200 -200 Q0 -226 200 -200 Q226 0 200 200 Q0 226 -200 200 Q-226 0 -200 -200 Z" fill="none" stroke="${shade(colour, 0.2)}" stroke-width="2" stroke-dasharray="8 6" opacity="0.7"/>` +
    printBlock(print, 0, 0, 300, 300, ink, accent)
  );
}

export function photoFrame(colour: string, print: ObjectPrint, id: string): string {
  return (
    `<defs><linearGradient id="${id}-sky" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#8ec5ee"/><stop offset="1" stop-color="#f7d9a8"/></linearGradient>` +
    `<linearGradient id="${id}-wood" x1="0" x2="1"><stop offset="0" stop-color="${shade(colour, 0.15)}"/><stop offset="0.5" stop-color="${tint(colour, 0.15)}"/><stop offset="1" stop-color="${shade(colour, 0.2)}"/></linearGradient></defs>` +
    groundShadow(380, 262) +
    `<rect x="-190" y="-250" width="380" height="510" rx="8" fill="url(#${id}-wood)"/>` +
    `<rect x="-160" y="-220" width="320" height="450" fill="#faf7f0"/>` +
    `<rect x="-130" y="-190" width="260" height="300" fill="url(#${id}-sky)"/>` +
    `<circle cx="60" cy="-110" r="28" fill="#fff3c4"/>` +
    `<path d="M-130 40 L-70 -50 L-20 10 L30 -70 L130 50 L130 110 L-130 110 Z" fill="#4f7a5a"/>` +
    `<path d="M-130 70 Q0 30 130 80 L130 110 L-130 110 Z" fill="#3c5f46"/>` +
    // A family of three, as simple silhouettes.
    `<g fill="#2d3a4a"><circle cx="-40" cy="30" r="14"/><path d="M-60 110 L-56 52 Q-40 42 -24 52 L-20 110 Z"/>` +
    `<circle cx="40" cy="26" r="15"/><path d="M18 110 L22 50 Q40 40 58 50 L62 110 Z"/>` +
    `<circle cx="0" cy="62" r="11"/><path d="M-14 110 L-12 80 Q0 72 12 80 L14 110 Z"/></g>` +
    `<text x="0" y="176" font-family="${FONT}" font-weight="bold" font-size="30" fill="#6b4a2e" text-anchor="middle">${escapeXml(print.text)}</text>` +
    drawMotif(print.motif, 0, 206, 22, "#c63a32")
  );
}

export function toteBag(colour: string, print: ObjectPrint, id: string): string {
  const strap = shade(colour, 0.18);
  return (
    `<defs><linearGradient id="${id}-t" x1="0" x2="1"><stop offset="0" stop-color="${shade(colour, 0.1)}"/>` +
    `<stop offset="0.5" stop-color="${tint(colour, 0.08)}"/><stop offset="1" stop-color="${shade(colour, 0.14)}"/></linearGradient></defs>` +
    groundShadow(400, 262) +
    `<path d="M-95 -120 C-95 -330 95 -330 95 -120" fill="none" stroke="${shade(colour, 0.3)}" stroke-width="26"/>` +
    `<path d="M-200 -120 L200 -120 L210 262 L-210 262 Z" fill="url(#${id}-t)"/>` +
    `<path d="M-200 -120 L200 -120 L201 -96 L-201 -96 Z" fill="${shade(colour, 0.08)}"/>` +
    `<path d="M-120 -108 C-120 -300 120 -300 120 -108" fill="none" stroke="${strap}" stroke-width="28"/>` +
    `<g stroke="${shade(colour, 0.3)}" stroke-width="2" stroke-dasharray="7 5" fill="none" opacity="0.7"><path d="M-196 -92 L196 -92"/><path d="M-206 240 L206 240"/></g>` +
    printBlock(print, 0, 80, 300, 260, "#1d1d21", "#e4472f")
  );
}

export function sipperBottle(colour: string, print: ObjectPrint, id: string): string {
  return (
    `<defs><linearGradient id="${id}-b" x1="0" x2="1"><stop offset="0" stop-color="${shade(colour, 0.3)}"/>` +
    `<stop offset="0.3" stop-color="${tint(colour, 0.2)}"/><stop offset="0.6" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, 0.35)}"/></linearGradient>` +
    `<linearGradient id="${id}-s" x1="0" x2="1"><stop offset="0" stop-color="#8f959c"/><stop offset="0.35" stop-color="#eef0f2"/><stop offset="1" stop-color="#7d838a"/></linearGradient></defs>` +
    groundShadow(220, 272) +
    `<path d="M-40 -300 C-40 -350 40 -350 40 -300" fill="none" stroke="#5d636a" stroke-width="12"/>` +
    `<rect x="-70" y="-300" width="140" height="70" rx="14" fill="url(#${id}-s)"/>` +
    `<path d="M-70 -230 L70 -230 L100 -170 L100 240 Q100 272 68 272 L-68 272 Q-100 272 -100 240 L-100 -170 Z" fill="url(#${id}-b)"/>` +
    `<rect x="-100" y="190" width="200" height="26" fill="url(#${id}-s)" opacity="0.9"/>` +
    `<rect x="-72" y="-150" width="16" height="320" rx="8" fill="#fff" opacity="0.16"/>` +
    printBlock(print, 0, 10, 150, 260, isDark(colour) ? "#fbfaf7" : "#1d1d21", "#f5b82e")
  );
}

export function keychains(colour: string, print: ObjectPrint): string {
  const tag = (x: number, angle: number, fill: string, p: ObjectPrint) =>
    `<g transform="translate(${x} 0) rotate(${angle})">` +
    `<circle cx="0" cy="-250" r="38" fill="none" stroke="#9aa0a8" stroke-width="9"/>` +
    `<path d="M0 -212 L0 -170" stroke="#9aa0a8" stroke-width="7" stroke-dasharray="10 4"/>` +
    `<rect x="-120" y="-170" width="240" height="310" rx="34" fill="${fill}" opacity="0.95"/>` +
    `<rect x="-120" y="-170" width="240" height="310" rx="34" fill="none" stroke="#fff" stroke-width="6" opacity="0.5"/>` +
    `<circle cx="0" cy="-145" r="11" fill="#fff" opacity="0.85"/>` +
    printBlock(p, 0, 0, 180, 220, isDark(fill) ? "#fbfaf7" : "#1d1d21", isDark(fill) ? "#f5b82e" : "#c63a32") +
    `</g>`;
  return (
    groundShadow(460, 250) +
    tag(-120, -8, tint(colour, 0.05), print) +
    tag(130, 7, "#f5b82e", { text: "Stay Strong", motif: "bolt" })
  );
}

export function hamper(colour: string, print: ObjectPrint, id: string): string {
  const ribbon = "#f5b82e";
  return (
    `<defs><linearGradient id="${id}-h" x1="0" x2="1"><stop offset="0" stop-color="${shade(colour, 0.2)}"/>` +
    `<stop offset="0.5" stop-color="${tint(colour, 0.1)}"/><stop offset="1" stop-color="${shade(colour, 0.25)}"/></linearGradient></defs>` +
    groundShadow(460, 262) +
    // A mug and a card peeking out of the box.
    `<g transform="translate(-110 -150) scale(0.42)">${mug("#f6f6f3", { text: "Shubh", motif: "none" }, `${id}-mug`)}</g>` +
    `<g transform="translate(110 -190) rotate(8)"><rect x="-80" y="-110" width="160" height="200" rx="6" fill="#fffaf0"/>` +
    `<text x="0" y="-50" font-family="${FONT}" font-weight="bold" font-size="26" fill="#c63a32" text-anchor="middle">Shubh</text>` +
    `<text x="0" y="-18" font-family="${FONT}" font-weight="bold" font-size="24" fill="#c63a32" text-anchor="middle">Deepavali</text></g>` +
    `<rect x="-200" y="-60" width="400" height="322" rx="10" fill="url(#${id}-h)"/>` +
    `<rect x="-222" y="-92" width="444" height="60" rx="10" fill="${shade(colour, 0.08)}"/>` +
    `<rect x="-26" y="-92" width="52" height="354" fill="${ribbon}"/>` +
    `<rect x="-222" y="-92" width="444" height="60" rx="10" fill="#000" opacity="0.08"/>` +
    `<path d="M0 -92 C-80 -170 -140 -120 -60 -86 Z" fill="${ribbon}"/><path d="M0 -92 C80 -170 140 -120 60 -86 Z" fill="${ribbon}"/>` +
    `<circle cx="0" cy="-92" r="18" fill="${shade(ribbon, 0.15)}"/>` +
    `<rect x="-160" y="40" width="110" height="140" rx="8" fill="#fffaf0"/>` +
    printBlock({ text: print.text, motif: print.motif }, -105, 110, 90, 120, "#c63a32", "#f5b82e")
  );
}

/** A small potted plant, for lifestyle pictures. */
export function plant(): string {
  return (
    groundShadow(120, 60) +
    `<g fill="#2f7a4d"><path d="M0 -20 C-60 -60 -70 -150 -20 -170 C-10 -110 -5 -70 0 -20 Z"/>` +
    `<path d="M0 -20 C50 -70 80 -140 40 -180 C20 -120 10 -80 0 -20 Z" fill="#3f9461"/>` +
    `<path d="M0 -20 C-10 -90 10 -170 0 -210 C30 -150 20 -80 0 -20 Z" fill="#27663f"/></g>` +
    `<path d="M-55 -20 L55 -20 L42 60 L-42 60 Z" fill="#c8734a"/><rect x="-60" y="-30" width="120" height="18" rx="4" fill="#b5633c"/>`
  );
}

/** A folded tee seen from above, about 300 x 220, with a corner of its print showing. */
export function foldedTee(colour: string, print: string): string {
  const { ink } = inkOn(colour);
  return (
    `<path d="M-150 -100 L-60 -112 Q0 -80 60 -112 L150 -100 L150 110 L-150 110 Z" fill="${colour}"/>` +
    `<path d="M-150 -100 L-60 -112 Q0 -80 60 -112 L150 -100 L150 110 L-150 110 Z" fill="#000" opacity="0.04"/>` +
    `<path d="M-60 -112 Q0 -76 60 -112" fill="none" stroke="${tint(colour, 0.1)}" stroke-width="10"/>` +
    `<path d="M-60 -112 Q0 -88 60 -112 Q0 -100 -60 -112 Z" fill="${shade(colour, 0.35)}"/>` +
    `<path d="M-150 -40 L-110 -40 L-110 110" fill="none" stroke="${shade(colour, 0.18)}" stroke-width="3"/>` +
    `<path d="M150 -40 L110 -40 L110 110" fill="none" stroke="${shade(colour, 0.18)}" stroke-width="3"/>` +
    `<rect x="-150" y="104" width="300" height="8" fill="${shade(colour, 0.15)}"/>` +
    textLines({ lines: [print.toUpperCase()], x: 0, y: 10, size: Math.min(34, Math.floor(200 / Math.max(4, print.length * 0.72))), fill: ink })
  );
}

/** A stack of folded tees, bottom first. */
export function teeStack(colours: string[], prints: string[]): string {
  return colours
    .map((c, i) => `<g transform="translate(${(i % 2) * 8 - 4} ${-i * 46}) scale(1 ${i === colours.length - 1 ? 1 : 0.98})">${i === colours.length - 1 ? foldedTee(c, prints[i] ?? "") : foldedEdge(c)}</g>`)
    .join("");
}

function foldedEdge(colour: string): string {
  return (
    `<rect x="-150" y="64" width="300" height="48" rx="6" fill="${colour}"/>` +
    `<rect x="-150" y="64" width="300" height="48" rx="6" fill="#000" opacity="0.06"/>` +
    `<rect x="-150" y="104" width="300" height="8" fill="${shade(colour, 0.18)}"/>`
  );
}

/** A wrapped gift box with a bow. */
export function giftBox(colour: string, ribbon: string): string {
  return (
    groundShadow(300, 130) +
    `<rect x="-140" y="-40" width="280" height="170" rx="8" fill="${colour}"/>` +
    `<rect x="-156" y="-80" width="312" height="50" rx="8" fill="${shade(colour, 0.08)}"/>` +
    `<rect x="-20" y="-80" width="40" height="210" fill="${ribbon}"/>` +
    `<path d="M0 -80 C-60 -150 -110 -110 -44 -76 Z" fill="${ribbon}"/><path d="M0 -80 C60 -150 110 -110 44 -76 Z" fill="${ribbon}"/>` +
    `<circle cx="0" cy="-80" r="14" fill="${shade(ribbon, 0.15)}"/>`
  );
}
