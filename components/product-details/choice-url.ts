/**
 * The colour and size a shopper picked on a product page, as its URL spells them:
 * /product/details/{slug}?color=Navy&size=XL. Plain functions, so the rules are tested without a
 * browser.
 */
export type ProductChoice = { color: string; size: string };

/** The first colour and size of the product, else white and medium. */
export const FALLBACK_COLOUR = "White";
export const FALLBACK_SIZE = "M";

/** The product's own spelling of `wanted` among `options`, in any letter case; undefined when it has none. */
function offered(options: readonly string[], wanted: string | null): string | undefined {
  const name = wanted?.trim().toLowerCase();
  return name ? options.find((option) => option.toLowerCase() === name) : undefined;
}

export function defaultChoice(colors: readonly string[], sizes: readonly string[]): ProductChoice {
  return { color: colors[0] ?? FALLBACK_COLOUR, size: sizes[0] ?? FALLBACK_SIZE };
}

/**
 * The choice a query string names, in the product's own spelling (any letter case is read); a
 * value the product does not offer, or none, is its first colour or size. `named`
 * says whether the URL named a real colour or size, so links that pass the choice on stay bare
 * for a shopper who chose nothing.
 */
export function choiceFromSearch(
  search: Pick<URLSearchParams, "get">,
  colors: readonly string[],
  sizes: readonly string[],
): ProductChoice & { named: boolean } {
  const fallback = defaultChoice(colors, sizes);
  const color = offered(colors, search.get("color"));
  const size = offered(sizes, search.get("size"));
  return { color: color ?? fallback.color, size: size ?? fallback.size, named: color !== undefined || size !== undefined };
}

/** The query string of a choice: colour, then size. */
export function choiceQuery(choice: ProductChoice): string {
  return new URLSearchParams({ color: choice.color, size: choice.size }).toString();
}

/**
 * `href` (a path, perhaps with a query and a #fragment) carrying the choice: its own `color` and
 * `size` are replaced, anything else it holds is kept, and the fragment stays last.
 */
export function withChoice(href: string, choice: ProductChoice | null): string {
  if (!choice) return href;
  const hashAt = href.indexOf("#");
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  search.set("color", choice.color);
  search.set("size", choice.size);
  return `${path}?${search.toString()}${hash}`;
}
