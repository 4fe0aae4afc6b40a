import "server-only";
import { garmentBack, garmentDefs, garmentFront, type GarmentStyle } from "./garments";
import type { Motif } from "./motifs";
import { fabricHex, mix, svgDocument, tint } from "./svg";

export const PRODUCT_IMAGE = { width: 800, height: 1000 } as const;

/** What a product's pictures need to know about it. */
export type ProductLook = {
  slogan: string;
  style: GarmentStyle;
  colour: string;
  motif: Motif;
  kids: boolean;
  /** The soft studio background behind the piece. */
  backdrop: string;
  /** Varies ink accents between products. */
  pick: number;
};

function studio(backdrop: string, id: string, back: boolean): { defs: string; body: string } {
  const { width, height } = PRODUCT_IMAGE;
  const top = tint(backdrop, back ? 0.55 : 0.35);
  const bottom = back ? tint(backdrop, 0.2) : backdrop;
  const defs =
    `<linearGradient id="${id}-bg" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="${id}-glow" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const rail = back
    ? `<rect x="0" y="52" width="${width}" height="12" fill="${mix(backdrop, "#6b6f76", 0.6)}"/><rect x="0" y="52" width="${width}" height="4" fill="#fff" opacity="0.35"/>`
    : "";
  return {
    defs,
    body: `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/><rect width="${width}" height="${height}" fill="url(#${id}-glow)"/>` + rail,
  };
}

/** images[0]: the front, flat-laid, with the slogan on the chest. */
export function productFrontSvg(look: ProductLook): string {
  const drawing = { style: look.style, fabric: fabricHex(look.colour), idPrefix: "g" };
  const scene = studio(look.backdrop, "s", false);
  return svgDocument(
    PRODUCT_IMAGE.width,
    PRODUCT_IMAGE.height,
    scene.body + garmentFront(drawing, { slogan: look.slogan, motif: look.motif, inkPick: look.pick }, look.kids),
    scene.defs + garmentDefs(drawing),
  );
}

/** images[1]: the back, on a hanger, for the hover swap. */
export function productBackSvg(look: ProductLook): string {
  const drawing = { style: look.style, fabric: fabricHex(look.colour), idPrefix: "g" };
  const scene = studio(look.backdrop, "s", true);
  return svgDocument(
    PRODUCT_IMAGE.width,
    PRODUCT_IMAGE.height,
    scene.body + garmentBack(drawing, look.pick, look.kids),
    scene.defs + garmentDefs(drawing),
  );
}
