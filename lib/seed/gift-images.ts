import "server-only";
import type { GiftSeed } from "./content-data";
import { cushion, hamper, keychains, mug, photoFrame, plant, sipperBottle, toteBag, type ObjectPrint } from "./objects";
import { mix, svgDocument, tint } from "./svg";

export const GIFT_IMAGE = { width: 800, height: 1000 } as const;

/** How far below its centre each drawing's base sits, so it can stand on a table. */
const BASE: Record<GiftSeed["object"], number> = {
  mug: 205,
  "magic-mug": 205,
  cushion: 250,
  frame: 262,
  tote: 262,
  bottle: 272,
  keychain: 250,
  hamper: 262,
};

function object(gift: GiftSeed, id: string): string {
  const print: ObjectPrint = { text: gift.print, motif: gift.motif };
  switch (gift.object) {
    case "mug":
      return mug(gift.colour, print, id);
    case "magic-mug":
      return mug(gift.colour, print, id, true);
    case "cushion":
      return cushion(gift.colour, print, id);
    case "frame":
      return photoFrame(gift.colour, print, id);
    case "tote":
      return toteBag(gift.colour, print, id);
    case "bottle":
      return sipperBottle(gift.colour, print, id);
    case "keychain":
      return keychains(gift.colour, print);
    case "hamper":
      return hamper(gift.colour, print, id);
  }
}

/** images[0]: the gift alone on a soft studio background. */
export function giftFrontSvg(gift: GiftSeed): string {
  const { width, height } = GIFT_IMAGE;
  const defs =
    `<linearGradient id="bg" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${tint(gift.backdrop, 0.45)}"/><stop offset="1" stop-color="${gift.backdrop}"/></linearGradient>`;
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` + `<g transform="translate(400 500)">${object(gift, "o")}</g>`,
    defs,
  );
}

/** images[1]: the gift on a wooden table beside a plant. */
export function giftLifestyleSvg(gift: GiftSeed): string {
  const { width, height } = GIFT_IMAGE;
  const wall = tint(gift.backdrop, 0.2);
  const defs =
    `<linearGradient id="wall" x1="0" x2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${mix(wall, "#000000", 0.06)}"/></linearGradient>` +
    `<linearGradient id="table" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#c89a6c"/><stop offset="1" stop-color="#9c6f47"/></linearGradient>`;
  const grain = Array.from({ length: 6 }, (_, i) => `<path d="M0 ${720 + i * 48} Q400 ${712 + i * 48} 800 ${724 + i * 48}" stroke="#7d5535" stroke-width="2" opacity="0.25" fill="none"/>`).join("");
  return svgDocument(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
      `<rect x="0" y="690" width="${width}" height="310" fill="url(#table)"/><rect x="0" y="690" width="${width}" height="8" fill="#fff" opacity="0.25"/>` +
      grain +
      `<g transform="translate(140 700) scale(1.1)">${plant()}</g>` +
      `<g transform="translate(450 ${(790 - BASE[gift.object] * 0.72).toFixed(0)}) scale(0.72)">${object(gift, "o")}</g>`,
    defs,
  );
}
