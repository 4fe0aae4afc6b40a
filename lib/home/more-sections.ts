import "server-only";
import { getCategories } from "@/lib/catalog/categories";
import { getHomeProducts } from "@/lib/catalog/products";
import type { ProductSummary } from "@/lib/catalog/types";
import { getBlogs } from "@/lib/content/blogs";
import { firstWords } from "@/lib/format";
import type { HomeMoreSectionsAnswer } from "@/lib/api-answers/catalog";

/**
 * What the home page shows below its first screen and a scroll (docs/decisions/0031): Best Sale,
 * the social strip, the blog teasers, Product May You Like and Shop By Category, as the data
 * their cards draw and nothing more. The page fetches it when the shopper comes near, so the
 * first HTML carries only the banners, New Arrivals and the offers.
 */

/** May You Like: items 11 to 20 of the home list, so the grid never repeats New Arrivals' ten. */
const MAY_LIKE_FROM = 10;
const MAY_LIKE_COUNT = 10;
/** The social strip: six product photos from further down the list than the grids show. */
const SOCIAL_FROM = 20;
const SOCIAL_COUNT = 6;
/** The blog teasers: the two newest posts, each teased with its first 20 words. */
const BLOG_ENTRIES = 2;
const TEASER_WORDS = 20;

function toCard(product: ProductSummary): ProductSummary {
  const { id, name, slug, price, discount, image, hoverImage, rating, category } = product;
  return { id, name, slug, price, discount, image, hoverImage, rating, category };
}

export async function getHomeMoreSections(): Promise<HomeMoreSectionsAnswer> {
  const [home, posts, categories] = await Promise.all([getHomeProducts(), getBlogs(), getCategories()]);
  const { products, latest } = home;
  // Further down the list when there are enough products, otherwise the newest.
  const socialPicks = (products.length >= SOCIAL_FROM + SOCIAL_COUNT ? products.slice(SOCIAL_FROM) : products).slice(0, SOCIAL_COUNT);
  return {
    bestSale: latest.map(toCard),
    social: socialPicks.map(({ id, name, slug, image }) => ({ id, name, slug, image })),
    blogs: posts.slice(0, BLOG_ENTRIES).map((post) => ({
      id: post.id,
      name: post.name,
      slug: post.slug,
      image: post.images[0] ?? null,
      teaser: firstWords(post.description[0] ?? "", TEASER_WORDS),
    })),
    mayLike: products.slice(MAY_LIKE_FROM, MAY_LIKE_FROM + MAY_LIKE_COUNT).map(toCard),
    categories: categories.map(({ id, name, slug, image }) => ({ id, name, slug, image })),
  };
}
