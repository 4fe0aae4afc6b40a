import { BestSale } from "./best-sale";
import { BlogTeasers } from "./blog-teasers";
import { DealBlocks } from "./deal-blocks";
import { DesignYourOwn } from "./design-your-own";
import { HomeBanners } from "./home-banners";
import { InfoBadges } from "./info-badges";
import { MayLike } from "./may-like";
import { NewArrivals } from "./new-arrivals";
import { PromoOffers } from "./promo-offers";
import { ShopByCategory } from "./shop-by-category";
import { SocialStrip } from "./social-strip";
import { SubscribeBox } from "./subscribe-box";
import { Testimonials } from "./testimonials";
import { shop } from "@/lib/shop";

/** The gap between two home sections. */
const gap = "mt-12 sm:mt-16";

/**
 * Home, every section in its order, read from the catalogue cache. The route renders
 * it whole once its param is known (never at build time) and then serves it from the route
 * cache (app/(store)/home/[edition]/page.tsx). No section waits behind a Suspense: the stored
 * page carries no skeletons, and its content shows without JavaScript.
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
      <div className={gap}>
        <PromoOffers />
      </div>
      <div className={gap}>
        <BestSale />
      </div>
      <div className={gap}>
        <DealBlocks />
      </div>
      <div className={gap}>
        <SocialStrip />
      </div>
      <div className={gap}>
        <BlogTeasers />
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
        <MayLike />
      </div>
      <div className={gap}>
        <ShopByCategory />
      </div>
      <div className={gap}>
        <DesignYourOwn />
      </div>
    </>
  );
}
