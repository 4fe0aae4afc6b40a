import { Picture } from "@/components/ui/picture";
import { IntentLink } from "@/components/ui/intent-link";
import { productImageRatio } from "@/components/product/product-card";
import { getHomeProducts } from "@/lib/catalog/products";
import type { ProductSummary } from "@/lib/catalog/types";
import { firstWords, formatRupees } from "@/lib/format";
import { discountedPrice } from "@/lib/pricing";
import { productPath } from "@/lib/seo/product-json-ld";

/** Items 7 to 11 of the home product list, names cut to 5 words (the page's own product skipped). */
const FIRST = 6;
const COUNT = 5;
const NAME_WORDS = 5;

const strip =
  "flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 sm:gap-4 lg:grid lg:grid-cols-5 lg:overflow-visible lg:pb-0";
const item = "w-40 shrink-0 snap-start sm:w-48 lg:w-auto";
/**
 * A suggestion is at most ~230 CSS px wide: offered by density (1x, 2x) like a product card,
 * two addresses instead of nine in the HTML and again in the payload.
 */
const pictureSize = { width: 240, height: 300 } as const;

function Heading() {
  return (
    <h2 id="may-like-title" className="mb-4 text-2xl font-extrabold tracking-tight text-ink">
      Product May You Like
    </h2>
  );
}

function SuggestionCard({ product }: { product: ProductSummary }) {
  return (
    <article className={`group relative ${item}`} data-testid="may-like-card">
      <div className={`relative ${productImageRatio} overflow-hidden rounded-2xl bg-surface`}>
        {product.image ? (
          <Picture
            src={product.image}
            alt={product.name}
            {...pictureSize}
            className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <h3 className="mt-2 line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-ink">
        <IntentLink href={productPath(product.slug)} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800">
          {firstWords(product.name, NAME_WORDS)}
        </IntentLink>
      </h3>
      <p className="mt-0.5 text-sm font-bold text-ink">
        <span className="sr-only">Price </span>
        {formatRupees(discountedPrice(product.price, product.discount))}
      </p>
    </article>
  );
}

/**
 * The 'Product May You Like' strip: a swipeable row on phones, five columns on wide screens.
 * It reads the catalogue only once `ready` (the page's slug) settles, so the build, which
 * renders the page without params, never reads the database.
 */
export async function ProductsYouMayLike({ ready }: { ready: Promise<string> }) {
  const slug = await ready;
  const { products } = await getHomeProducts();
  // Suggesting the product the shopper is looking at is no suggestion: skip it, take the next.
  const picks = products
    .slice(FIRST, FIRST + COUNT + 1)
    .filter((product) => product.slug !== slug && product.id !== slug)
    .slice(0, COUNT);
  if (picks.length === 0) return null;
  return (
    <section aria-labelledby="may-like-title" data-testid="may-like">
      <Heading />
      <div className={strip}>
        {picks.map((product) => (
          <SuggestionCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}

