import { Picture } from "@/components/ui/picture";
import { IntentLink } from "@/components/ui/intent-link";
import { categoryHref } from "@/components/listing/category-href";
import type { HomeMoreSectionsAnswer } from "@/lib/api-answers/catalog";
import { Carousel } from "./carousel";
import { CAROUSEL_DELAY_MS, SectionHeading, type SlidesPerView } from "./carousel-frame";

const perView: SlidesPerView = { base: 2, xs: 3, md: 4, lg: 6 };
/**
 * A tile is drawn at most ~196 CSS px square (6 across a desktop, 2 across a 360 px phone: ~160),
 * so it is offered by density (1x, 2x) like a product card: two addresses instead of seven and
 * no `sizes`, in the HTML and again in the payload.
 */
const tileSize = { width: 200, height: 200 } as const;
const heading = <SectionHeading id="categories-title" eyebrow="Find your vibe" title="Shop By Category" />;
const frame = "mx-auto max-w-7xl px-3 sm:px-4";

/** Every category, each leading to /category-data/{slug}, moving every 3 s. */
export function ShopByCategory({ categories }: { categories: HomeMoreSectionsAnswer["categories"] }) {
  if (categories.length === 0) return null;
  return (
    <div className={frame}>
      <Carousel
        heading={heading}
        labelledBy="categories-title"
        noun={{ one: "category", many: "categories" }}
        delayMs={CAROUSEL_DELAY_MS.categories}
        perView={perView}
        testId="shop-by-category"
        slides={categories.map((category) => (
          <IntentLink key={category.id} href={categoryHref(category.slug)} className="group block rounded-2xl text-center">
            <span className="relative block aspect-square overflow-hidden rounded-2xl bg-surface">
              <Picture
                src={category.image}
                alt=""
                {...tileSize}
                className="tile-img"
              />
            </span>
            <span className="mt-2 block truncate font-semibold text-ink group-hover:text-brand-800">{category.name}</span>
          </IntentLink>
        ))}
      />
    </div>
  );
}

