import type { Metadata } from "next";
import { Suspense } from "react";
import { HomeBanners, HomeBannersSkeleton } from "@/components/home/home-banners";
import { NewArrivals, NewArrivalsSkeleton } from "@/components/home/new-arrivals";
import { shop } from "@/lib/shop";

export const metadata: Metadata = {
  alternates: { canonical: "/" },
};

/**
 * Home. The shell and the skeletons are prerendered; banners and products stream in at
 * request time from the catalogue cache (nothing reads the database at build time).
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
    </>
  );
}
