/**
 * What each colour name of the catalogue (the colour filter's list) looks like as a swatch. A colour
 * the list does not know shows as a neutral swatch; its name is always the radio's label.
 */
const swatches: Record<string, string> = {
  black: "#1f1f24",
  blue: "#2563eb",
  gray: "#8b8f99",
  grey: "#8b8f99",
  green: "#2f7d4f",
  red: "#d62f2f",
  orange: "#f2782b",
  white: "#ffffff",
  purple: "#7446c9",
  pink: "#ec6fa6",
  brown: "#83573a",
  navy: "#1e2a5c",
  yellow: "#f4c430",
  maroon: "#7a1f2b",
};

export function swatchColour(name: string): string {
  return swatches[name.trim().toLowerCase()] ?? "#d4d2de";
}

/** Light swatches get a darker edge so they stand out on the white page. */
export function isLightSwatch(name: string): boolean {
  return ["white", "yellow"].includes(name.trim().toLowerCase()) || !(name.trim().toLowerCase() in swatches);
}
