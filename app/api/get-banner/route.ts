import { getBanners } from "@/lib/catalog/banners";
import { toBannerDocument } from "@/lib/catalog/documents";
import { publicJson } from "@/lib/catalog/responses";
import { route } from "@/lib/http";
import type { BannersAnswer } from "@/lib/api-answers/content";

/** Every banner with where it shows: { bannerData: [{ _id, url, category }] }. */
export const GET = route(async () => {
  const banners = await getBanners();
  return publicJson({ bannerData: banners.map(toBannerDocument) } satisfies BannersAnswer);
});
