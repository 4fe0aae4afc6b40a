import { Suspense } from "react";
import { BestSale, BestSaleSkeleton } from "./best-sale";
import { BlogTeasers, BlogTeasersSkeleton } from "./blog-teasers";
import { DealBlocks } from "./deal-blocks";
import { DesignYourOwn } from "./design-your-own";
import { HomeBanners, HomeBannersSkeleton } from "./home-banners";
import { InfoBadges } from "./info-badges";
import { MayLike, MayLikeSkeleton } from "./may-like";
import { NewArrivals, NewArrivalsSkeleton } from "./new-arrivals";
import { PromoOffers } from "./promo-offers";
import { ShopByCategory, ShopByCategorySkeleton } from "./shop-by-category";
import { SocialStrip, SocialStripSkeleton } from "./social-strip";
import { SubscribeBox } from "./subscribe-box";
import { Testimonials } from "./testimonials";
import { shop } from "@/lib/shop";

/** The gap between two home sections. */
const gap = "mt-12 sm:mt-16";

/**
 * Home, every section of spec §2 in its order; each data section reads the catalogue cache
 * behind its own Suspense. The route renders it once its param is known (never at build time)
 * and then serves it from the route cache: see app/(store)/home/[edition]/page.tsx.
 */
export function HomeSections() {
  return (
    <>
      <h1 className="sr-only">
        {shop.name}: printed T-shirts, apparel and gifts, designed in India
      </h1>
      <div className="mx-auto max-w-7xl px-3 pt-3 sm:px-4 sm:pt-5">
        <Suspense fallback={<HomeBannersSkeleton />}>
          <HomeBanners />
        </Suspense>
      </div>
      <div className="mt-6 sm:mt-10">
        <Suspense fallback={<NewArrivalsSkeleton />}>
          <NewArrivals />
        </Suspense>
      </div>
      <div className={gap}>
        <PromoOffers />
      </div>
      <div className={gap}>
        <Suspense fallback={<BestSaleSkeleton />}>
          <BestSale />
        </Suspense>
      </div>
      <div className={gap}>
        <DealBlocks />
      </div>
      <div className={gap}>
        <Suspense fallback={<SocialStripSkeleton />}>
          <SocialStrip />
        </Suspense>
      </div>
      <div className={gap}>
        <Suspense fallback={<BlogTeasersSkeleton />}>
          <BlogTeasers />
        </Suspense>
      </div>
      <div className={gap}>
        <SubscribeBox />
      </div>
      <div className={gap}>
        <Testimonials />
      </div>
      <div className={gap}>
        <InfoBadges />
      </div>
      <div className={gap}>
        <Suspense fallback={<MayLikeSkeleton />}>
          <MayLike />
        </Suspense>
      </div>
      <div className={gap}>
        <Suspense fallback={<ShopByCategorySkeleton />}>
          <ShopByCategory />
        </Suspense>
      </div>
      <div className={gap}>
        <DesignYourOwn />
      </div>
    </>
  );
}
