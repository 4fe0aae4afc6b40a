import { ProductCard } from "@/components/product/product-card";
import type { ProductSummary } from "@/lib/catalog/types";
import { Carousel } from "./carousel";
import { CAROUSEL_DELAY_MS, SectionHeading, type SlidesPerView } from "./carousel-frame";

/** As many cards as the product grids show per row, so the card images use the grids' sizes. */
const perView: SlidesPerView = { base: 2, xs: 3, lg: 5 };
const heading = <SectionHeading id="best-sale-title" eyebrow="Flying off the shelves" title="Best Sale" />;
const frame = "mx-auto max-w-7xl px-3 sm:px-4";

/** 'Best Sale': the latest products, moving every 2 s. */
export function BestSale({ products }: { products: ProductSummary[] }) {
  if (products.length === 0) return null;
  return (
    <div className={frame}>
      <Carousel
        heading={heading}
        labelledBy="best-sale-title"
        noun={{ one: "product", many: "products" }}
        delayMs={CAROUSEL_DELAY_MS.bestSale}
        perView={perView}
        testId="best-sale"
        slides={products.map((product) => (
          <ProductCard key={product.id} product={product} className="h-full" />
        ))}
      />
    </div>
  );
}
