import { asc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { banners } from "@/models";
import type { Banner, BannerSlide } from "./types";

/** The category of the banners the home carousel shows. */
export const HOME_BANNER_CATEGORY = "Home Page";

const slideColumns = { id: banners.id, url: banners.url, phoneUrl: banners.phoneUrl, alt: banners.alt, link: banners.link };

/** Banners of one placement ('Home Page', or a theme such as 'fitness'), oldest first. */
export async function getBannersByCategory(category: string): Promise<BannerSlide[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.banners);

  const db = await getDb();
  return db
    .select(slideColumns)
    .from(banners)
    .where(eq(banners.category, category))
    .orderBy(asc(banners.createdAt), asc(banners.id));
}

export function getHomeBanners(): Promise<BannerSlide[]> {
  return getBannersByCategory(HOME_BANNER_CATEGORY);
}

/** Every banner with its placement, oldest first (GET /get-banner). */
export async function getBanners(): Promise<Banner[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.banners);

  const db = await getDb();
  return db
    .select({ ...slideColumns, category: banners.category })
    .from(banners)
    .orderBy(asc(banners.createdAt), asc(banners.id));
}
