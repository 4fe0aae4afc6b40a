import { Picture } from "@/components/ui/picture";
import { connection } from "next/server";
import { getBannersByCategory } from "@/lib/catalog/banners";
import { shop } from "@/lib/shop";
import { DEFAULT_BANNER } from "./themes";

/** Theme banners are drawn 1600 x 600 (8:3); the box keeps that ratio whatever the file. */
export const LISTING_BANNER = { width: 1600, height: 600 } as const;
const box = "aspect-[8/3] w-full overflow-hidden rounded-2xl";
const sizes = "(min-width: 1280px) 1248px, calc(100vw - 24px)";

/** The first stored banner of a placement, else of the default placement; null when neither has one. */
export async function bannerFor(placement: string) {
  const banners = await getBannersByCategory(placement);
  if (banners[0] || placement === DEFAULT_BANNER) return banners[0] ?? null;
  return (await getBannersByCategory(DEFAULT_BANNER))[0] ?? null;
}

/**
 * The banner on top of a listing page (offers, gift store, theme search). It is the page's
 * largest paint, so it is preloaded. Without any stored banner a band in the shop's colours
 * of the same size takes its place.
 */
export async function ListingBanner({ placement, label }: { placement: string; label: string }) {
  await connection();
  const banner = await bannerFor(placement);
  if (!banner) {
    return (
      <div className={`${box} grid place-items-center bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 px-6 text-center`}>
        <p className="text-2xl font-extrabold tracking-tight text-white sm:text-4xl">{label}</p>
      </div>
    );
  }
  return (
    <Picture
      src={banner.url}
      alt={`${shop.name}: ${label}`}
      width={LISTING_BANNER.width}
      height={LISTING_BANNER.height}
      sizes={sizes}
      preload
      fetchPriority="high"
      data-testid="listing-banner"
      className={`${box} bg-surface object-cover`}
    />
  );
}
