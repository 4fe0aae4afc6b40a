import { Picture } from "@/components/ui/picture";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getCategories } from "@/lib/catalog/categories";
import { slugParam } from "@/lib/catalog/params";
import { pageParam } from "@/lib/page-params";
import { getCategoryProducts } from "@/lib/catalog/products";
import { categoryCard } from "./cards";
import { categoryHref } from "./category-href";
import { ListingHeader } from "./listing-header";
import { ProductGrid } from "./product-grid";

/** The category a /category-data/{slug} names (slug, or name with dashes as spaces), or null. */
export async function categoryFor(slug: string) {
  const key = slugParam.safeParse(decodeURIComponentSafe(slug));
  return key.success ? getCategoryProducts(key.data) : null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * /category-data/{slug}: the category's products, newest first, and
 * the other categories to move on to. An unknown category is a 404 page.
 */
export async function CategoryListing({ params }: { params: Promise<{ slug: string }> }) {
  const found = await categoryFor(await pageParam(params, "slug"));
  if (!found) notFound();
  const { category, products } = found;
  const others = (await getCategories()).filter((c) => c.id !== category.id);

  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="inline-flex min-h-11 items-center hover:text-brand-800 hover:underline">Home</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href="/collections" className="inline-flex min-h-11 items-center hover:text-brand-800 hover:underline">Shop</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-semibold text-ink">{category.name}</li>
        </ol>
      </nav>
      <div className="mt-1 flex items-center gap-4">
        <Picture
          src={category.image}
          alt=""
          width={96}
          height={96}
          className="size-16 shrink-0 rounded-2xl bg-surface object-cover sm:size-24"
        />
        <ListingHeader eyebrow="Category" title={category.name}>
          <p>
            {products.length} {products.length === 1 ? "design" : "designs"}, free shipping across India.
          </p>
        </ListingHeader>
      </div>

      <section aria-labelledby="category-products" className="mt-6 sm:mt-8">
        <h2 id="category-products" className="sr-only">{category.name} products</h2>
        {products.length > 0 ? (
          <ProductGrid label={`${category.name} products`}>{products.map(categoryCard)}</ProductGrid>
        ) : (
          <p className="rounded-2xl bg-surface p-8 text-center text-muted">New {category.name} designs are on their way. Check back soon!</p>
        )}
      </section>

      {others.length > 0 ? (
        <section aria-labelledby="more-categories" className="mt-12">
          <h2 id="more-categories" className="text-xl font-extrabold tracking-tight text-ink sm:text-2xl">More categories</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  href={categoryHref(other.slug)}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-line hover:bg-brand-50 hover:ring-brand-200"
                >
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
