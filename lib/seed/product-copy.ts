import "server-only";
import type { ProductSeed } from "./catalogue-data";

/**
 * The parts of a product's description and bullet points that follow from its cut: fabric,
 * fit, print and wash care. The design's own sentences are in catalogue-data.ts.
 */

type CutCopy = { fabric: string; fit: string; print: string; care: string; sentence: string };

const COPY: Record<string, CutCopy> = {
  tee: {
    fabric: "100% combed cotton, 180 GSM bio-washed jersey",
    fit: "Regular fit with a ribbed crew neck and taped shoulders",
    print: "Soft-hand screen print that does not crack or peel",
    care: "Machine wash cold, inside out; do not iron on the print",
    sentence: "Cut from 180 GSM bio-washed cotton in a regular fit, it stays soft and keeps its shape through everyday wear.",
  },
  oversized: {
    fabric: "100% cotton, 240 GSM heavyweight jersey",
    fit: "Oversized fit with dropped shoulders and a longer body",
    print: "Puff-finish screen print, cured to last",
    care: "Machine wash cold, inside out; dry in shade",
    sentence: "The 240 GSM heavyweight cotton drapes well and the dropped shoulders give the roomy silhouette people love.",
  },
  tank: {
    fabric: "Cotton-polyester blend (60/40), quick-drying",
    fit: "Athletic fit with deep armholes for free movement",
    print: "Flexible print that stretches with the fabric",
    care: "Machine wash cold; do not tumble dry",
    sentence: "The cotton-poly blend dries quickly and the athletic cut leaves room for a full range of motion.",
  },
  hoodie: {
    fabric: "320 GSM cotton-rich fleece, brushed inside",
    fit: "Regular fit with a lined hood, kangaroo pocket and ribbed cuffs",
    print: "Crack-resistant screen print on the chest",
    care: "Machine wash cold, inside out; dry flat in shade",
    sentence: "Made from 320 GSM brushed fleece with a lined hood and ribbed cuffs, it is warm without feeling bulky.",
  },
};

const KIDS_COPY: Partial<CutCopy> = {
  fabric: "100% soft combed cotton, gentle on young skin",
  fit: "Kids' sizes: S (4-5 yrs), M (6-7 yrs), L (8-9 yrs), XL (10-12 yrs)",
  sentence: "Made from soft combed cotton with flat seams, it is comfortable for a full day of running around.",
};

function copyFor(product: ProductSeed): CutCopy {
  const base = COPY[product.style] ?? COPY.tee!;
  if (!product.kids) return base;
  return {
    ...base,
    ...KIDS_COPY,
    fit: product.style === "hoodie" ? `${KIDS_COPY.fit}; lined hood and kangaroo pocket` : KIDS_COPY.fit!,
  };
}

export function productDescription(product: ProductSeed): string {
  const copy = copyFor(product);
  const closing = product.kids
    ? "Printed in Jaipur with water-based, child-safe inks."
    : "Printed in Jaipur with water-based inks and packed in plastic-free packaging.";
  return `${product.about} ${copy.sentence} ${closing}`;
}

export function productPoints(product: ProductSeed): string[] {
  const copy = copyFor(product);
  const points = [copy.fabric, copy.fit, copy.print, copy.care];
  if (product.colours.length > 1) points.push(`Available in ${listWords(product.colours)}`);
  return points;
}

function listWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
