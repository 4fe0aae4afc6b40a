import type { ReactNode } from "react";
import { getHomeProducts } from "@/lib/catalog/products";
import { ProductCard } from "@/components/product/product-card";
import { SectionHeading } from "./carousel-frame";

/**
 * Ten products after the New Arrivals' ten (items 11 to 20 of the home list), so the grid
 * never repeats the cards just above it. Three columns between 501 and 1023 px would leave
 * the tenth alone on its row: it is hidden there.
 */
const FROM = 10;
const COUNT = 10;
const grid = "grid grid-cols-2 gap-3 sm:gap-4 xs:grid-cols-3 lg:grid-cols-5";
const tenth = "xs:max-lg:hidden";

function Section({ children}: { children: ReactNode }) {
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

/** The 'Product May You Like' grid, from the home product list. */
export async function MayLike() {
  const products = (await getHomeProducts()).products.slice(FROM, FROM + COUNT);
  if (products.length === 0) return null;
  return (
    <Section>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} className={index === COUNT - 1 ? tenth : ""} />
      ))}
    </Section>
  );
}

