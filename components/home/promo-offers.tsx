import Link from "next/link";
import { formatRupeesWithPaise } from "@/lib/format";
import { Carousel } from "./carousel";
import { SectionHeading, type SlidesPerView } from "./carousel-frame";

/** 3 offers side by side, 2 under 1024 px, 1 under 600 px. */
const perView: SlidesPerView = { base: 1, tablet: 2, lg: 3 };

type Offer = { eyebrow: string; title: string; text: string; price: number; href: string; cta: string; tone: string; button: string };

/**
 * Three fixed offers at 323.99, 139.99 and 189.99, shown with paise. The
 * prices are the spec's own marketing figures, not read from the catalogue; every offer
 * leads to the Offers page, where the real prices are.
 */
const offers: Offer[] = [
  {
    eyebrow: "Weekend flash deal",
    title: "Graphic Tee Steals",
    text: "Handpicked graphic tees at one flat offer price, this weekend only.",
    price: 323.99,
    href: "/offer-promotion",
    cta: "Grab the deal",
    tone: "bg-linear-to-br from-brand-900 to-brand-700 text-white",
    button: "bg-saffron-500 text-ink hover:bg-saffron-400",
  },
  {
    eyebrow: "Tee of the day",
    title: "Daily Slogan Drop",
    text: "A fresh slogan tee every day, at a price that feels like a steal.",
    price: 139.99,
    href: "/offer-promotion",
    cta: "See today's tee",
    tone: "bg-linear-to-br from-saffron-300 to-saffron-500 text-ink",
    button: "bg-brand-900 text-white hover:bg-brand-800",
  },
  {
    eyebrow: "Kids' corner",
    title: "Little Ones' Favourites",
    text: "Bright, soft cotton tees for school trips, parties and playtime.",
    price: 189.99,
    href: "/offer-promotion",
    cta: "Shop kids' deals",
    tone: "bg-linear-to-br from-brand-50 to-saffron-100 text-brand-950",
    button: "bg-brand-800 text-white hover:bg-brand-900",
  },
];

function OfferCard({ offer }: { offer: Offer }) {
  return (
    <article className={`flex h-full min-h-52 flex-col rounded-2xl p-5 sm:p-6 ${offer.tone}`}>
      <p className="text-[11px] font-bold uppercase tracking-widest opacity-90">{offer.eyebrow}</p>
      <h3 className="mt-1 text-xl font-extrabold leading-tight sm:text-2xl">{offer.title}</h3>
      <p className="mt-2 text-sm opacity-90">{offer.text}</p>
      <div className="mt-auto flex items-end justify-between gap-3 pt-4">
        <p className="leading-tight">
          <span className="block text-xs font-semibold uppercase tracking-wide opacity-90">Offer price</span>
          <span className="text-2xl font-black tracking-tight" data-testid="offer-price">
            {formatRupeesWithPaise(offer.price)}
          </span>
        </p>
        <Link
          href={offer.href}
          className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-5 text-sm font-bold ${offer.button}`}
        >
          {offer.cta}
          <span className="sr-only">: {offer.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The three fixed offers (static: prerendered with the page, no data). */
export function PromoOffers() {
  return (
    <div className="mx-auto max-w-7xl px-3 sm:px-4">
      <Carousel
        heading={<SectionHeading id="offers-title" eyebrow="This week only" title="Top Offers" />}
        labelledBy="offers-title"
        noun={{ one: "offer", many: "offers" }}
        perView={perView}
        slides={offers.map((offer) => (
          <OfferCard key={offer.title} offer={offer} />
        ))}
        testId="promo-offers"
      />
    </div>
  );
}
