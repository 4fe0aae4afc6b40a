/**
 * Which pictures show a product in one of its colours. Every colour of the demo catalogue has
 * its own front and back (products.color_images); a product stored before that, or a colour
 * nobody photographed, shows the product's own pictures (`images`, its first colour) rather
 * than none. Plain functions, safe in the browser: the gallery, the quick add, the cards, the
 * cart line and the order line all choose the same way.
 */

type Pictured = { images: readonly string[]; colorImages?: Readonly<Record<string, readonly string[]>> };

/** The product's own spelling of `wanted`, matched without regard to case; undefined when it has no such colour. */
export function productColour(colors: readonly string[], wanted: string | null | undefined): string | undefined {
  const name = wanted?.trim().toLowerCase();
  if (!name) return undefined;
  return colors.find((colour) => colour.toLowerCase() === name);
}

/** The pictures of `colour`, front first; the product's own pictures when that colour has none. */
export function colourPictures(product: Pictured, colour: string | null | undefined): readonly string[] {
  const pictures = product.colorImages ?? {};
  const key = colour === null || colour === undefined ? undefined : productColour(Object.keys(pictures), colour);
  const own = key === undefined ? undefined : pictures[key];
  return own && own.length > 0 ? own : product.images;
}

/** The main picture of `colour` (what a cart or order line shows), or null for a product without pictures. */
export function colourPicture(product: Pictured, colour: string | null | undefined): string | null {
  return colourPictures(product, colour)[0] ?? null;
}
