import Link from "next/link";
import { HomeBanners } from "./home-banners";
import { MoreSections } from "./more-sections";
import { NewArrivals } from "./new-arrivals";
import { PromoOffers } from "./promo-offers";
import { SECTION_GAP } from "./carousel-frame";
import { shop } from "@/lib/shop";


/**
 * Home, every section in its order, read from the catalogue cache. The route renders
 * it whole once its param is known (never at build time) and then serves it from the route
 * cache (app/(store)/home/[edition]/page.tsx). No section waits behind a Suspense: the stored
 * page carries no skeletons, and its content shows without JavaScript. Only the first screen and
 * a scroll are in it (banners, New Arrivals, the offers); the rest comes as data when the shopper
 * comes near it (./more-sections.tsx, docs/decisions/0031).
 */
export function HomeSections() {
  return (
    <>
      <h1 className="sr-only">
        {shop.name}: printed T-shirts, apparel and gifts, designed in India
      </h1>
      <div className="mx-auto max-w-7xl px-3 pt-3 sm:px-4 sm:pt-5">
        <HomeBanners />
      </div>
      <div className="mt-6 sm:mt-10">
        <NewArrivals />
      </div>
      <div className={SECTION_GAP}>
        <PromoOffers />
      </div>
      <MoreSections />
      {/* Without JavaScript the sections below never come: drop their room, lead to the collection. */}
      <noscript>
        <style>{".more-sections-room{min-height:0}"}</style>
        <p className="mx-auto max-w-7xl px-3 pt-12 text-center sm:px-4">
          <Link href="/collections" prefetch={false} className="font-semibold text-brand-800 underline">
            See every product in the collection
          </Link>
        </p>
      </noscript>
    </>
  );
}
