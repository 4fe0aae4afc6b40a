import { Picture } from "@/components/ui/picture";
import { IntentLink } from "@/components/ui/intent-link";
import { firstWords, formatRupees } from "@/lib/format";
import { discountedPrice } from "@/lib/pricing";
import { productHref } from "./product-href";

/**
 * Names are cut to 5 words in listings and sidebars (as LISTING_NAME_WORDS in
 * components/listing/cards.tsx, not imported: that module would pull the listing's client
 * buttons into every page with a sidebar).
 */
const NAME_WORDS = 5;

/** The colour behind a picture and under the hover: it must differ from the sidebar's own. */
const tones = {
  surface: { fill: "bg-surface", hover: "hover:bg-surface" },
  white: { fill: "bg-white", hover: "hover:bg-white" },
} as const;

export type SidebarProduct = { slug: string; name: string; image: string | null; price: number; discount: number };

/**
 * One product in a sidebar list (the collection's "Popular designs", the blog's "Recently
 * viewed"): a 48 x 60 picture, the name cut to five words (whole for screen readers) and the
 * displayed price, all one link.
 */
export function SidebarProductLink({ product, tone }: { product: SidebarProduct; tone: keyof typeof tones }) {
  const { fill, hover } = tones[tone];
  return (
    <IntentLink href={productHref(product.slug)} className={`flex items-center gap-3 rounded-lg p-1 ${hover}`}>
      {product.image ? (
        <Picture src={product.image} alt="" width={48} height={60} className={`h-15 w-12 shrink-0 rounded-lg object-cover ${fill}`} />
      ) : (
        <span className={`h-15 w-12 shrink-0 rounded-lg ${fill}`} />
      )}
      <span className="min-w-0">
        <span aria-hidden="true" className="line-clamp-2 text-sm font-semibold leading-5 text-ink">
          {firstWords(product.name, NAME_WORDS)}
        </span>
        <span className="sr-only">{product.name}, </span>
        <span className="block text-sm font-bold text-ink">{formatRupees(discountedPrice(product.price, product.discount))}</span>
      </span>
    </IntentLink>
  );
}
