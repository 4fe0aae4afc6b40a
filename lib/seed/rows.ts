import "server-only";
import type {
  NewBanner,
  NewBlog,
  NewBlogSection,
  NewCategory,
  NewCoupon,
  NewGift,
  NewProduct,
  NewReview,
  NewSeller,
} from "@/models";
import { BLOGS } from "./blogs-data";
import { ALL_SIZES, CATEGORIES, SHOPS } from "./catalogue-data";
import { BANNERS, COUPONS, GIFTS, type BannerSeed } from "./content-data";
import { seedId, slugify } from "./ids";
import { PRODUCT_OFFERS } from "./offers";
import {
  blogImageNames,
  blogSectionImageName,
  blogSlug,
  giftImageNames,
  giftSlug,
  productPictureNames,
  productSlug,
  phoneBannerName,
  seedImageUrl,
} from "./paths";
import { productDescription, productPoints } from "./product-copy";

/**
 * The demo rows, each with a fixed id. Foreign keys point at the seeded parents by their seed
 * ids; seedDatabase re-points them when a parent with the same name already existed.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** A product's shop and category, by natural key, for re-pointing foreign keys. */
export type ProductParents = { shopSlug: string; categorySlug: string };

export type SeedRows = {
  sellers: (NewSeller & { id: string; ownerEmail: string })[];
  categories: (NewCategory & { id: string })[];
  products: (NewProduct & { id: string } & ProductParents)[];
  reviews: (NewReview & { id: string })[];
  banners: (NewBanner & { id: string })[];
  blogs: (NewBlog & { id: string })[];
  blogSections: (NewBlogSection & { id: string })[];
  gifts: (NewGift & { id: string })[];
  coupons: (NewCoupon & { id: string })[];
};

/** The words a banner's picture carries, for shoppers who cannot see it. */
export function bannerAlt(banner: BannerSeed): string {
  return `${banner.headline}: ${banner.hook}`;
}

/** Each colour's picture addresses, front first: the product's color_images. */
export function productColourPictures(slug: string, colours: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(
    productPictureNames(slug, colours).map(({ colour, names }) => [colour, names.map((name) => seedImageUrl("products", name))]),
  );
}

export function buildSeedRows(now: Date): SeedRows {
  // Lists whose order matters are dated so that oldest-first gives the order written here.
  const sellers = SHOPS.map((shop, i) => ({
    id: seedId("seller", shop.slug),
    shopName: shop.shopName,
    slug: shop.slug,
    customerId: seedId("customer", shop.ownerEmail),
    ownerEmail: shop.ownerEmail,
    ...shop.tax,
    createdAt: ago(now, (SHOPS.length - i) * MINUTE),
    updatedAt: now,
  }));

  const categories = CATEGORIES.map((category, i) => {
    const slug = slugify(category.name);
    return {
      id: seedId("category", slug),
      name: category.name,
      slug,
      image: seedImageUrl("categories", slug),
      createdAt: ago(now, (CATEGORIES.length - i) * MINUTE),
      updatedAt: now,
    };
  });

  const products = PRODUCT_OFFERS.map((offer) => {
    const { product, index } = offer;
    const slug = productSlug(index);
    const shop = SHOPS[product.shop]!;
    const categorySlug = slugify(product.category);
    const listed = ago(now, offer.listedHoursAgo * HOUR);
    const pictures = productColourPictures(slug, product.colours);
    return {
      id: seedId("product", slug),
      name: product.name,
      slug,
      brand: product.brand,
      description: productDescription(product),
      points: productPoints(product),
      price: product.price,
      discount: offer.discount,
      stock: offer.stock,
      rating: offer.rating,
      images: pictures[product.colours[0]!]!,
      colors: [...product.colours],
      colorImages: pictures,
      sizes: [...(product.sizes ?? ALL_SIZES)],
      gender: product.gender,
      categoryId: seedId("category", categorySlug),
      sellerId: seedId("seller", shop.slug),
      shopSlug: shop.slug,
      categorySlug,
      createdAt: listed,
      updatedAt: listed,
    };
  });

  const reviews = PRODUCT_OFFERS.flatMap((offer) => {
    const slug = productSlug(offer.index);
    return offer.reviews.map((review, i) => {
      // Spread over the past months, never today (the same offsets on every run).
      const at = ago(now, review.daysAgo * DAY);
      return {
        id: seedId("review", `${slug}:${i}`),
        productId: seedId("product", slug),
        customerId: null,
        name: review.name,
        review: review.review,
        rating: review.rating,
        createdAt: at,
        updatedAt: at,
      };
    });
  });

  const banners = BANNERS.map((banner, i) => ({
    id: seedId("banner", banner.name),
    url: seedImageUrl("banners", banner.name),
    phoneUrl: seedImageUrl("banners", phoneBannerName(banner.name)),
    category: banner.category,
    alt: bannerAlt(banner),
    link: banner.link ?? null,
    sellerId: null,
    createdAt: ago(now, (BANNERS.length - i) * MINUTE),
    updatedAt: now,
  }));

  // Blogs and gifts: newest first in the order written here.
  const blogs = BLOGS.map((blog, i) => {
    const slug = blogSlug(i);
    const at = ago(now, (i * 9 + 2) * 24 * HOUR);
    return {
      id: seedId("blog", slug),
      name: blog.name,
      slug,
      images: blogImageNames(slug).map((name) => seedImageUrl("blogs", name)),
      description: [...blog.paragraphs],
      sellerId: null,
      createdAt: at,
      updatedAt: at,
    };
  });

  const blogSections = BLOGS.flatMap((blog, i) => {
    const slug = blogSlug(i);
    return blog.sections.map((section, position) => ({
      id: seedId("blog-section", `${slug}:${position}`),
      blogId: seedId("blog", slug),
      position,
      heading: section.heading,
      description: section.description,
      image: seedImageUrl("blogs", blogSectionImageName(slug, position)),
    }));
  });

  const gifts = GIFTS.map((gift, i) => {
    const slug = giftSlug(i);
    const at = ago(now, (i + 1) * 5 * HOUR);
    return {
      id: seedId("gift", slug),
      name: gift.name,
      slug,
      images: giftImageNames(slug).map((name) => seedImageUrl("gifts", name)),
      price: gift.price,
      discount: gift.discount,
      rating: gift.rating,
      sellerId: seedId("seller", SHOPS[0]!.slug),
      createdAt: at,
      updatedAt: at,
    };
  });

  const coupons = COUPONS.map((coupon, i) => ({
    id: seedId("coupon", coupon.name.toUpperCase()),
    name: coupon.name,
    minOrderAmount: coupon.minOrderAmount,
    discount: coupon.discount,
    userLimit: coupon.userLimit,
    // The demo's coupons are the whole storefront's offers, as an admin's: they cover every shop.
    sellerId: null,
    createdAt: ago(now, (COUPONS.length - i) * MINUTE),
    updatedAt: now,
  }));

  return { sellers, categories, products, reviews, banners, blogs, blogSections, gifts, coupons };
}
