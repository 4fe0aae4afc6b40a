import { Picture } from "@/components/ui/picture";
import Link from "next/link";
import { getCategories } from "@/lib/catalog/categories";
import { Carousel } from "./carousel";
import { CAROUSEL_DELAY_MS, SectionHeading, type SlidesPerView } from "./carousel-frame";

const perView: SlidesPerView = { base: 2, xs: 3, md: 4, lg: 6 };
const imageSizes = "(min-width: 1280px) 196px, (min-width: 1024px) 16vw, (min-width: 768px) 25vw, (min-width: 501px) 33vw, 50vw";
const heading = <SectionHeading id="categories-title" eyebrow="Find your vibe" title="Shop By Category" />;
const frame = "mx-auto max-w-7xl px-3 sm:px-4";

export function categoryHref(slug: string): string {
  return `/category-data/${encodeURIComponent(slug)}`;
}

/** Every category, each leading to /category-data/{slug}, moving every 3 s. */
export async function ShopByCategory() {
  const categories = await getCategories();
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
          <Link key={category.id} href={categoryHref(category.slug)} className="group block rounded-2xl text-center">
            <span className="relative block aspect-square overflow-hidden rounded-2xl bg-surface">
              <Picture
                src={category.image}
                alt=""
                fill
                sizes={imageSizes}
                className="object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </span>
            <span className="mt-2 block truncate font-semibold text-ink group-hover:text-brand-800">{category.name}</span>
          </Link>
        ))}
      />
    </div>
  );
}

