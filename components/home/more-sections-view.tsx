import { useEffect, useState, type ReactNode } from "react";
import type { HomeMoreSectionsAnswer } from "@/lib/api-answers/catalog";
import { BestSale } from "./best-sale";
import { BlogTeasers } from "./blog-teasers";
import { SECTION_GAP } from "./carousel-frame";
import { DealBlocks } from "./deal-blocks";
import { DesignYourOwn } from "./design-your-own";
import { InfoBadges } from "./info-badges";
import { MayLike } from "./may-like";
import { loadHomeMoreSections, MORE_SECTIONS_FALLBACK } from "./more-sections-data";
import { ShopByCategory } from "./shop-by-category";
import { SocialStrip } from "./social-strip";
import { SubscribeBox } from "./subscribe-box";
import { Testimonials } from "./testimonials";


/**
 * The home page's sections below its first screen, in the spec's order, drawn from
 * GET /api/home/more-sections. Loaded (with this module's code) only when the shopper comes near
 * them: ./more-sections.tsx. Until the answer is here the placeholder keeps their room.
 */
export function MoreSectionsView({ placeholder }: { placeholder: ReactNode }) {
  const [answer, setAnswer] = useState<{ data?: HomeMoreSectionsAnswer; failed?: boolean }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let shown = true;
    loadHomeMoreSections().then(
      (data) => shown && setAnswer({ data }),
      () => shown && setAnswer({ failed: true }),
    );
    return () => {
      shown = false;
    };
  }, [attempt]);
  const { data, failed } = answer;

  if (failed) {
    return (
      <div role="alert" className="mx-auto max-w-7xl px-3 py-10 text-center sm:px-4">
        <p className="text-ink">{MORE_SECTIONS_FALLBACK}</p>
        <button
          type="button"
          onClick={() => {
            setAnswer({});
            setAttempt((count) => count + 1);
          }}
          className="mt-3 min-h-11 rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900"
        >
          Try again
        </button>
      </div>
    );
  }
  if (!data) return placeholder;
  return (
    <>
      <div className={SECTION_GAP}>
        <BestSale products={data.bestSale} />
      </div>
      <div className={SECTION_GAP}>
        <DealBlocks />
      </div>
      <div className={SECTION_GAP}>
        <SocialStrip picks={data.social} />
      </div>
      <div className={SECTION_GAP}>
        <BlogTeasers posts={data.blogs} />
      </div>
      <div className={SECTION_GAP}>
        <SubscribeBox />
      </div>
      <div className={SECTION_GAP}>
        <Testimonials />
      </div>
      <div className={SECTION_GAP}>
        <InfoBadges />
      </div>
      <div className={SECTION_GAP}>
        <MayLike products={data.mayLike} />
      </div>
      <div className={SECTION_GAP}>
        <ShopByCategory categories={data.categories} />
      </div>
      <div className={SECTION_GAP}>
        <DesignYourOwn />
      </div>
    </>
  );
}
