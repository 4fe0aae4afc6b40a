import type { ReactNode } from "react";
import { Picture } from "@/components/ui/picture";
import { IntentLink } from "@/components/ui/intent-link";
import type { HomeMoreSectionsAnswer } from "@/lib/api-answers/catalog";
import { productHref } from "@/components/product/product-href";
import { InstagramIcon } from "@/components/ui/more-icons";
import { shop } from "@/lib/shop";
import { SectionHeading } from "./carousel-frame";

/**
 * Six squares of product photos under the shop's social tag ("an image strip titled
 * like a social feed"). The pictures are the shop's own product shots, taken from further
 * down the home list than the grids above show (lib/home/more-sections.ts); each opens its product.
 */
const tiles = "grid grid-cols-3 gap-2 sm:gap-3 md:grid-cols-6";
/** At most ~200 CSS px square: offered by density (1x, 2x), as the category tiles are. */
const tileSize = { width: 200, height: 200 } as const;

function Section({ children}: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="social-title"
      data-testid="social-strip"
      className="mx-auto max-w-7xl px-3 sm:px-4"
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <SectionHeading id="social-title" eyebrow="Follow us on Instagram" title={`#${shop.name}OnYou`} />
        <a
          href={shop.social.instagram}
          rel="noopener noreferrer"
          target="_blank"
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <InstagramIcon size={18} />
          Follow @{shop.name.toLowerCase()}
          <span className="sr-only"> on Instagram (opens in a new tab)</span>
        </a>
      </div>
      <div className={tiles}>{children}</div>
    </section>
  );
}

export function SocialStrip({ picks }: { picks: HomeMoreSectionsAnswer["social"] }) {
  if (picks.length === 0) return null;
  return (
    <Section>
      {picks.map((product) => (
        <IntentLink
          key={product.id}
          href={productHref(product.slug)}
          className="group relative block aspect-square overflow-hidden rounded-xl bg-surface"
        >
          {product.image ? (
            <Picture
              src={product.image}
              alt={product.name}
              {...tileSize}
              className="tile-img"
            />
          ) : (
            <span className="grid h-full place-items-center p-2 text-center text-xs text-muted">{product.name}</span>
          )}
          <span
            aria-hidden="true"
            className="absolute inset-0 grid place-items-center bg-brand-950/0 text-white opacity-0 transition group-hover:bg-brand-950/40 group-hover:opacity-100 motion-reduce:transition-none"
          >
            <InstagramIcon size={28} />
          </span>
        </IntentLink>
      ))}
    </Section>
  );
}

