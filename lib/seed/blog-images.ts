import "server-only";
import type { BlogScene } from "./blogs-data";
import { garmentBack, garmentDefs, garmentFront, type GarmentStyle } from "./garments";
import { foldedTee, giftBox, groundShadow, mug, plant, teeStack } from "./objects";
import { FONT, escapeXml, fabricHex, shade, svgDocument, tint } from "./svg";

/** Blog pictures: the banner pair of each post and one picture per section. */
export const BLOG_IMAGE = { width: 1200, height: 675 } as const;
export const BLOG_SECTION_IMAGE = { width: 800, height: 450 } as const;

type Scene = { backdrop: string; body: string; defs: string };

let garmentCount = 0;

/** A garment drawn at (x, y) (top-left of its 800 x 1000 frame) and `scale`. */
function garment(style: GarmentStyle, colour: string, slogan: string, x: number, y: number, scale: number, back = false, kids = false): { defs: string; body: string } {
  const drawing = { style, fabric: fabricHex(colour), idPrefix: `b${garmentCount++}` };
  const inner = back ? garmentBack(drawing, 1, kids) : garmentFront(drawing, { slogan, motif: "none", inkPick: 1 }, kids);
  return { defs: garmentDefs(drawing), body: `<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>` };
}

function label(text: string, x: number, y: number, size = 26, fill = "#1d1d21", anchor: "start" | "middle" = "middle"): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

function table(y: number, colour = "#c89a6c"): string {
  return `<rect x="0" y="${y}" width="1200" height="${675 - y}" fill="${colour}"/><rect x="0" y="${y}" width="1200" height="8" fill="#fff" opacity="0.25"/>` +
    `<rect x="0" y="${y + 8}" width="1200" height="${675 - y - 8}" fill="#000" opacity="0.08"/>`;
}

const scenes: Record<BlogScene, () => Scene> = {
  wash: () => {
    const machine =
      `<g transform="translate(600 360)">${groundShadow(420, 250)}` +
      `<rect x="-200" y="-250" width="400" height="500" rx="30" fill="#f4f5f7"/><rect x="-200" y="-250" width="400" height="90" rx="30" fill="#e2e5ea"/>` +
      `<rect x="-160" y="-222" width="120" height="34" rx="8" fill="#c9ced6"/><circle cx="120" cy="-205" r="22" fill="#c9ced6"/><circle cx="120" cy="-205" r="8" fill="#8a919b"/>` +
      `<circle cx="0" cy="50" r="150" fill="#c9ced6"/><circle cx="0" cy="50" r="124" fill="#9fd3f0"/>` +
      `<path d="M-124 70 Q-60 30 0 70 T124 70 L124 90 A124 124 0 0 1 -124 90 Z" fill="#6fb8e6"/>` +
      `<g transform="translate(-70 -20) rotate(-18) scale(0.16)">${garmentFront({ style: "tee", fabric: fabricHex("Red"), idPrefix: "w1" }, { slogan: "", motif: "none", inkPick: 0 })}</g>` +
      `<g transform="translate(-10 30) rotate(24) scale(0.15)">${garmentFront({ style: "tee", fabric: fabricHex("Navy"), idPrefix: "w2" }, { slogan: "", motif: "none", inkPick: 0 })}</g>` +
      `<circle cx="-40" cy="10" r="124" fill="#fff" opacity="0.15"/><circle cx="0" cy="50" r="124" fill="none" stroke="#fff" stroke-width="6" opacity="0.6"/>` +
      `</g>`;
    const bubbles = [[860, 220, 22], [900, 170, 14], [830, 150, 10], [940, 240, 18], [320, 200, 16], [280, 260, 10]]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.7"/>`)
      .join("");
    const tag = `<g transform="translate(940 470)"><rect x="-120" y="-60" width="240" height="120" rx="18" fill="#fff"/>${label("30°C", 0, -6, 40, "#2f6fd0")}${label("INSIDE OUT", 0, 34, 22, "#1d1d21")}</g>`;
    return {
      backdrop: "#d6ecf7",
      defs: garmentDefs({ style: "tee", fabric: fabricHex("Red"), idPrefix: "w1" }) + garmentDefs({ style: "tee", fabric: fabricHex("Navy"), idPrefix: "w2" }),
      body: table(600, "#d9dde3") + bubbles + machine + tag + `<g transform="translate(210 560)">${teeStack(["#f6f6f3", "#2f6fd0", "#1f1f22"], ["", "", "CALM"])}</g>`,
    };
  },
  "folded-stack": () => ({
    backdrop: "#f1e7d3",
    defs: "",
    body:
      table(520) +
      `<g transform="translate(420 470)">${teeStack(["#1f2c4c", "#c63a32", "#f6f6f3", "#2f7a4d", "#1f1f22"], ["", "", "", "", "DOG DAD"])}</g>` +
      `<g transform="translate(790 470)">${teeStack(["#f3a9c2", "#ee7d2c", "#f6f6f3"], ["", "", "BEAST MODE"])}</g>` +
      `<g transform="translate(1040 540) scale(1.2)">${plant()}</g>`,
  }),
  "dry-shade": () => {
    const pieces = [
      garment("tee", "Black", "", 170, 130, 0.34, true),
      garment("tee", "Orange", "", 470, 140, 0.34, true),
      garment("tee", "Navy", "", 770, 130, 0.34, true),
    ];
    const leaves = Array.from({ length: 14 }, (_, i) => {
      const x = i * 92 - 20;
      return `<ellipse cx="${x}" cy="${30 + (i % 3) * 18}" rx="80" ry="46" fill="${i % 2 ? "#2f7a4d" : "#3f9461"}"/>`;
    }).join("");
    return {
      backdrop: "#e4f0e2",
      defs: pieces.map((p) => p.defs).join(""),
      body:
        `<rect width="1200" height="675" fill="#000" opacity="0.04"/>` +
        `<path d="M40 150 Q600 190 1160 150" stroke="#7d838a" stroke-width="5" fill="none"/>` +
        pieces.map((p) => p.body).join("") +
        leaves +
        `<rect x="0" y="600" width="1200" height="75" fill="#b9d3b0"/>`,
    };
  },
  iron: () => ({
    backdrop: "#f5e0e8",
    defs: "",
    body:
      `<path d="M120 470 L1000 470 Q1120 470 1120 420 L1120 400 L180 400 Q80 400 80 440 Q80 470 120 470 Z" fill="#6b3f9e"/>` +
      `<path d="M120 470 L1000 470 Q1120 470 1120 420" fill="none" stroke="#4a2a70" stroke-width="6"/>` +
      `<path d="M300 470 L240 660 M900 470 L960 660" stroke="#7d838a" stroke-width="12"/>` +
      // A folded tee waiting for a low-heat press.
      `<g transform="translate(420 300) scale(1.1)">${foldedTee("#1f2c4c", "")}</g>` +
      `<g transform="translate(820 330)">` +
      `<path d="M-150 60 L130 60 Q170 60 160 20 L150 -10 Q120 -70 -40 -70 Q-150 -70 -150 20 Z" fill="#2f6fd0"/>` +
      `<path d="M-150 60 L130 60 Q170 60 160 20 L-150 20 Z" fill="#cfd4da"/>` +
      `<path d="M-70 -70 Q-70 -120 0 -120 L90 -120 Q120 -120 110 -80" fill="none" stroke="#1d1d21" stroke-width="20" stroke-linecap="round"/>` +
      `</g>` +
      `<g transform="translate(950 160)"><rect x="-150" y="-60" width="300" height="120" rx="18" fill="#fff"/>${label("LOW HEAT", 0, -4, 34, "#c63a32")}${label("never on the print", 0, 34, 22, "#1d1d21")}</g>`,
  }),
  measure: () => {
    const tee = garment("tee", "Navy", "", 250, 40, 0.6);
    const arrow = (x1: number, y1: number, x2: number, y2: number) =>
      `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#f5b82e" stroke-width="6"/><circle cx="${x1}" cy="${y1}" r="10" fill="#f5b82e"/><circle cx="${x2}" cy="${y2}" r="10" fill="#f5b82e"/>`;
    const pill = (text: string, x: number, y: number, width: number) =>
      `<g transform="translate(${x} ${y})"><rect x="${-width / 2}" y="-34" width="${width}" height="48" rx="24" fill="#1d1d21"/>${label(text, 0, 0, 24, "#fff")}</g>`;
    return {
      backdrop: "#f1e7d3",
      defs: tee.defs,
      // Chest: across the body just below the armpits; length: from the shoulder to the hem.
      body:
        tee.body +
        arrow(395, 262, 587, 262) +
        pill("Chest 40 in", 491, 330, 200) +
        arrow(780, 152, 780, 562) +
        `<path d="M390 152 L780 152 M590 562 L780 562" stroke="#f5b82e" stroke-width="3" stroke-dasharray="8 6"/>` +
        pill("Length 28 in", 920, 370, 210) +
        // A tailor's tape along the bottom.
        `<rect x="60" y="600" width="1080" height="44" fill="#f5b82e"/>` +
        Array.from({ length: 54 }, (_, i) => `<rect x="${70 + i * 20}" y="600" width="2" height="${i % 5 === 0 ? 22 : 12}" fill="#1d1d21"/>`).join(""),
    };
  },
  "fit-compare": () => {
    const regular = garment("tee", "White", "Regular", 90, 60, 0.55);
    const oversized = garment("oversized", "Black", "Oversized", 640, 50, 0.58);
    return {
      backdrop: "#e1e7e1",
      defs: regular.defs + oversized.defs,
      body: regular.body + oversized.body + label("REGULAR FIT", 310, 640, 30) + label("OVERSIZED FIT", 872, 640, 30),
    };
  },
  "kids-sizes": () => {
    const sizes = ["S", "M", "L", "XL"];
    const colours = ["Orange", "Blue", "Pink", "Green"];
    const pieces = sizes.map((size, i) => garment("tee", colours[i]!, size, 40 + i * 285, 140 - i * 30, 0.3 + i * 0.04, false, true));
    return {
      backdrop: "#fcefc9",
      defs: pieces.map((p) => p.defs).join(""),
      body:
        pieces.map((p) => p.body).join("") +
        sizes.map((s, i) => label(`${["4-5", "6-7", "8-9", "10-12"][i]} yrs`, 160 + i * 290, 620, 26, "#6b4a2e")).join(""),
    };
  },
  "size-tags": () => {
    const sizes = ["S", "M", "L", "XL", "XXL"];
    const colours = ["#2f6fd0", "#c63a32", "#2f7a4d", "#6a3f9e", "#ee7d2c"];
    return {
      backdrop: "#e8e3f1",
      defs: "",
      body:
        `<path d="M60 120 Q600 170 1140 120" stroke="#7d838a" stroke-width="5" fill="none"/>` +
        sizes
          .map((s, i) => {
            const x = 170 + i * 215;
            const y = 140 + Math.sin(i) * 10;
            return (
              `<path d="M${x} ${y - 10} L${x} ${y + 60}" stroke="#1d1d21" stroke-width="3"/>` +
              `<g transform="translate(${x} ${y + 200}) rotate(${(i - 2) * 4})"><rect x="-80" y="-140" width="160" height="230" rx="18" fill="${colours[i]}"/>` +
              `<circle cx="0" cy="-112" r="12" fill="#fff"/>${label(s, 0, 10, s.length > 2 ? 54 : 72, "#fff")}${label("TEERANG", 0, 60, 18, "#fff")}</g>`
            );
          })
          .join(""),
    };
  },
  "gift-box": () => ({
    backdrop: "#fbe7d6",
    defs: "",
    body:
      table(520, "#d9a77c") +
      `<g transform="translate(330 420) scale(1.2)">${giftBox("#c63a32", "#f5b82e")}</g>` +
      `<g transform="translate(760 470) scale(0.8)">${teeStack(["#f6f6f3", "#1f2c4c"], ["", "DOG DAD"])}</g>` +
      `<g transform="translate(1020 440) scale(0.5)">${mug("#f6f6f3", { text: "Best Dad Ever", motif: "crown" }, "gm")}</g>`,
  }),
  "gift-pair": () => {
    const tee = garment("tee", "Pink", "Super Sister", 150, 40, 0.55);
    const confetti = Array.from({ length: 18 }, (_, i) => {
      const x = (i * 137) % 1200;
      const y = 40 + ((i * 89) % 560);
      return `<rect x="${x}" y="${y}" width="14" height="8" rx="2" fill="${["#f5b82e", "#c63a32", "#2f6fd0", "#2f7a4d"][i % 4]}" transform="rotate(${i * 23} ${x} ${y})"/>`;
    }).join("");
    return {
      backdrop: "#f5e0e8",
      defs: tee.defs,
      body: confetti + tee.body + `<g transform="translate(820 380) scale(0.7)">${mug("#1f2c4c", { text: "Super Brother", motif: "star" }, "gp")}</g>`,
    };
  },
  calendar: () => {
    const days = Array.from({ length: 28 }, (_, i) => {
      const x = 340 + (i % 7) * 80;
      const y = 270 + Math.floor(i / 7) * 70;
      const circled = i === 19;
      return (circled ? `<circle cx="${x}" cy="${y - 10}" r="30" fill="none" stroke="#c63a32" stroke-width="5"/>` : "") + label(String(i + 1), x, y, 26, circled ? "#c63a32" : "#3a3f47");
    }).join("");
    return {
      backdrop: "#fcefc9",
      defs: "",
      body:
        `<rect x="280" y="90" width="640" height="500" rx="24" fill="#fff"/><rect x="280" y="90" width="640" height="110" rx="24" fill="#c63a32"/>` +
        `<rect x="280" y="170" width="640" height="30" fill="#c63a32"/>${label("OCTOBER", 600, 162, 44, "#fff")}` +
        days +
        `<g transform="translate(1010 520) scale(0.8)">${giftBox("#2f6fd0", "#f5b82e")}</g>`,
    };
  },
  sketchbook: () => ({
    backdrop: "#efe6da",
    defs: "",
    body:
      `<g transform="translate(600 350) rotate(-3)">` +
      `<rect x="-460" y="-250" width="920" height="520" rx="16" fill="#3a3f47"/>` +
      `<rect x="-440" y="-236" width="430" height="492" fill="#fffdf6"/><rect x="10" y="-236" width="430" height="492" fill="#fffdf6"/>` +
      `<path d="M-225 -160 L-285 -140 L-320 -70 L-285 -50 L-270 -90 L-270 150 L-180 150 L-180 -90 L-165 -50 L-130 -70 L-165 -140 Z M-245 -160 Q-225 -130 -205 -160" fill="none" stroke="#5d636a" stroke-width="4" stroke-linejoin="round" transform="translate(0 0)"/>` +
      `<text x="-225" y="10" font-family="${FONT}" font-size="24" font-weight="bold" fill="#c63a32" text-anchor="middle">DOG DAD?</text>` +
      Array.from({ length: 7 }, (_, i) => `<path d="M50 ${-170 + i * 56} Q${200 + (i % 3) * 40} ${-176 + i * 56} ${380 - (i % 2) * 60} ${-168 + i * 56}" stroke="#5d636a" stroke-width="4" fill="none" opacity="0.6"/>`).join("") +
      `<text x="60" y="${-190}" font-family="${FONT}" font-size="26" font-weight="bold" fill="#1f2c4c">Jo Hoga Dekha Jayega</text>` +
      `</g>` +
      `<g transform="translate(960 560) rotate(-30)"><rect x="-200" y="-14" width="360" height="28" fill="#f5b82e"/><path d="M160 -14 L210 0 L160 14 Z" fill="#e8c9a0"/><path d="M196 -4 L210 0 L196 4 Z" fill="#1d1d21"/><rect x="-230" y="-14" width="30" height="28" rx="4" fill="#f3a9c2"/></g>`,
  }),
  "screen-print": () => {
    const tee = garment("tee", "Black", "Good Vibes", 320, 60, 0.56);
    return {
      backdrop: "#dfe6ee",
      defs: tee.defs,
      body:
        table(560, "#8f959c") +
        tee.body +
        `<g transform="translate(600 300)"><rect x="-250" y="-150" width="500" height="260" fill="none" stroke="#a8784c" stroke-width="26"/>` +
        `<rect x="-237" y="-137" width="474" height="234" fill="#f5f1e6" opacity="0.35"/>` +
        `<g transform="translate(120 -20) rotate(-12)"><rect x="-18" y="-120" width="36" height="160" rx="8" fill="#1d1d21"/><rect x="-90" y="30" width="180" height="22" rx="4" fill="#ee7d2c"/></g></g>`,
    };
  },
  workshop: () => {
    const rack = [garment("tee", "White", "", 90, 70, 0.26, true), garment("tee", "Red", "", 260, 70, 0.26, true), garment("tee", "Green", "", 430, 70, 0.26, true)];
    const box = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y}) scale(${s})">${groundShadow(240, 90)}<rect x="-120" y="-90" width="240" height="180" fill="#c8955f"/>` +
      `<rect x="-120" y="-90" width="240" height="40" fill="#b5824e"/><rect x="-16" y="-90" width="32" height="180" fill="#e8d3b0" opacity="0.8"/>` +
      `${label("TEERANG", 0, 40, 24, "#6b4a2e")}</g>`;
    return {
      backdrop: "#efe6da",
      defs: rack.map((r) => r.defs).join(""),
      body:
        `<path d="M60 90 L650 90 M80 90 L80 600 M630 90 L630 600" stroke="#5d636a" stroke-width="10" fill="none"/>` +
        rack.map((r) => r.body).join("") +
        table(540, "#b98b5e") +
        box(820, 470, 1) +
        box(1040, 500, 0.85) +
        `<g transform="translate(820 360) scale(0.7)">${teeStack(["#1f2c4c", "#f3a9c2", "#f6f6f3"], ["", "", "GIRL BOSS"])}</g>`,
    };
  },
};

function render(scene: BlogScene, width: number, height: number): string {
  garmentCount = 0;
  const drawn = scenes[scene]();
  const defs =
    `<linearGradient id="bg" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${tint(drawn.backdrop, 0.35)}"/><stop offset="1" stop-color="${shade(drawn.backdrop, 0.03)}"/></linearGradient>` +
    drawn.defs;
  // Drawn once in the 1200 x 675 space; smaller pictures scale it through the viewBox.
  return svgDocument(width, height, `<rect width="1200" height="675" fill="url(#bg)"/>${drawn.body}`, defs).replace(
    `viewBox="0 0 ${width} ${height}"`,
    `viewBox="0 0 1200 675"`,
  );
}

export function blogImageSvg(scene: BlogScene): string {
  return render(scene, BLOG_IMAGE.width, BLOG_IMAGE.height);
}

export function blogSectionSvg(scene: BlogScene): string {
  return render(scene, BLOG_SECTION_IMAGE.width, BLOG_SECTION_IMAGE.height);
}
