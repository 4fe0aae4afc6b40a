import { BannerPicture } from "@/components/banners/banner-picture";
import { connection } from "next/server";
import { getBannersByCategory } from "@/lib/catalog/banners";
import { shop } from "@/lib/shop";
import { DEFAULT_BANNER } from "./themes";

/** A listing banner's wide picture, for the page's social card. */
export { WIDE_BANNER as LISTING_BANNER } from "@/components/banners/banner-picture";

/** Without a stored banner, a band of the wide banners' 8:3 frame. */
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
    <BannerPicture
      banner={banner}
      fallbackAlt={`${shop.name}: ${label}`}
      // A listing is for its products: on a phone the banner keeps the short 8:3 frame so the
      // first cards stay near the top (the 4:3 crop would push them 120 px further down).
      phoneCrop={false}
      sizes={sizes}
      preload
      linked={false}
      testId="listing-banner"
      className="rounded-2xl"
    />
  );
}
