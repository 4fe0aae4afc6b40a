import type { Metadata } from "next";
import { Suspense } from "react";
import { BestSale, BestSaleSkeleton } from "@/components/home/best-sale";
import { BlogTeasers, BlogTeasersSkeleton } from "@/components/home/blog-teasers";
import { DealBlocks } from "@/components/home/deal-blocks";
import { DesignYourOwn } from "@/components/home/design-your-own";
import { HomeBanners, HomeBannersSkeleton } from "@/components/home/home-banners";
import { InfoBadges } from "@/components/home/info-badges";
import { MayLike, MayLikeSkeleton } from "@/components/home/may-like";
import { NewArrivals, NewArrivalsSkeleton } from "@/components/home/new-arrivals";
import { PromoOffers } from "@/components/home/promo-offers";
import { ShopByCategory, ShopByCategorySkeleton } from "@/components/home/shop-by-category";
import { SocialStrip, SocialStripSkeleton } from "@/components/home/social-strip";
import { SubscribeBox } from "@/components/home/subscribe-box";
import { Testimonials } from "@/components/home/testimonials";
import { shop } from "@/lib/shop";

export const metadata: Metadata = {
  alternates: { canonical: "/" },
};

/** The gap between two home sections. */
const gap = "mt-12 sm:mt-16";

/**
 * Home, every section of spec §2 in its order. The shell, the static sections and the
 * skeletons are prerendered; each data section streams in at request time from the
 * catalogue cache behind its own Suspense (nothing reads the database at build time).
 */
export default function HomePage() {
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
