import type { ReactNode } from "react";
import { ProductCard } from "@/components/product/product-card";
import type { ProductSummary } from "@/lib/catalog/types";
import { SectionHeading } from "./carousel-frame";

/**
 * Three columns between 501 and 1023 px would leave the tenth card alone on its row: it is
 * hidden there.
 */
const COUNT = 10;
const grid = "grid grid-cols-2 gap-3 sm:gap-4 xs:grid-cols-3 lg:grid-cols-5";
const tenth = "xs:max-lg:hidden";

function Section({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="may-like-title"
      data-testid="may-like"
      className="mx-auto max-w-7xl px-3 sm:px-4"
    >
      <div className="mb-4">
        <SectionHeading id="may-like-title" eyebrow="Picked for you" title="Product May You Like" />
      </div>
      <div className={grid}>{children}</div>
    </section>
  );
}

/** The 'Product May You Like' grid: items 11 to 20 of the home list (lib/home/more-sections.ts). */
export function MayLike({ products }: { products: ProductSummary[] }) {
  if (products.length === 0) return null;
  return (
    <Section>
      {products.slice(0, COUNT).map((product, index) => (
        <ProductCard key={product.id} product={product} className={index === COUNT - 1 ? tenth : ""} />
      ))}
    </Section>
  );
}
