import Link from "next/link";
import type { ReactNode } from "react";
import { allHavePhoneCrops, BannerPicture } from "@/components/banners/banner-picture";
import { getHomeBanners } from "@/lib/catalog/banners";
import { shop } from "@/lib/shop";
import { Carousel } from "./carousel";
import { CAROUSEL_DELAY_MS } from "./carousel-frame";

/** The placeholders keep the stored banners' wide frame (8:3), so the page never moves. */
const bannerBox = "aspect-[8/3] w-full";
const bannerSizes = "(min-width: 1280px) 1248px, calc(100vw - 24px)";
const label = `${shop.name} offers and collections`;

type Placeholder = { eyebrow: string; title: string; text: string; cta: string; href: string; tone: string; button: string };

/** Shown when no banner is stored for the home page: three in the shop's colours. */
const placeholders: Placeholder[] = [
  {
    eyebrow: "New drops every week",
    title: "Tees that say it for you",
    text: "Printed T-shirts, hoodies and gifts, designed in India.",
    cta: "Shop now",
    href: "/collections",
    tone: "bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white",
    button: "bg-saffron-500 text-ink hover:bg-saffron-400",
  },
  {
    eyebrow: "Fitness collection",
    title: "Train hard. Wear it proud.",
    text: "Gym tees and tanks that keep up with every rep.",
    cta: "Shop Fitness",
    href: "/products/search?gender=Fitness",
    tone: "bg-linear-to-br from-saffron-300 via-saffron-400 to-saffron-500 text-ink",
    button: "bg-brand-900 text-white hover:bg-brand-800",
  },
  {
    eyebrow: "For pet parents",
    title: "Made for the pawsome ones",
    text: "Cute, cheeky prints for every dog and cat lover.",
    cta: "Shop Pets",
    href: "/products/search?gender=Pets",
    tone: "bg-linear-to-br from-brand-50 via-brand-100 to-saffron-100 text-brand-950",
    button: "bg-brand-800 text-white hover:bg-brand-900",
  },
];

/** A plain T-shirt outline, decoration for the placeholder banners. */
function TeeShape({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d="M35 8 18 16 4 36l14 9 6-8v55h52V37l6 8 14-9-14-20-17-8c-2 7-8 11-15 11S37 15 35 8Z" />
    </svg>
  );
}

function PlaceholderSlide({ slide, first }: { slide: Placeholder; first: boolean }) {
  const Title = first ? "h2" : "p";
  return (
    <div className={`${bannerBox} relative flex items-center overflow-hidden ${slide.tone}`}>
      <TeeShape className="absolute right-[7%] top-1/2 hidden h-[88%] -translate-y-1/2 -rotate-6 opacity-15 sm:block" />
      <div className="relative max-w-xl px-5 sm:px-12">
        <p className="text-[11px] font-bold uppercase tracking-widest opacity-90 sm:text-sm">{slide.eyebrow}</p>
        <Title className="mt-1 text-xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">{slide.title}</Title>
        <p className="mt-2 hidden text-base sm:block lg:text-lg">{slide.text}</p>
        <Link
          href={slide.href}
          className={`mt-2 inline-flex min-h-11 items-center rounded-full px-5 text-sm font-bold sm:mt-5 sm:px-7 sm:text-base ${slide.button}`}
        >
          {slide.cta}
        </Link>
      </div>
    </div>
  );
}

/** The top carousel: stored 'Home Page' banners, or the placeholders. */
export async function HomeBanners() {
  const banners = await getHomeBanners();
  const phoneCrop = allHavePhoneCrops(banners);

  const slides: ReactNode[] =
    banners.length > 0
      ? banners.map((banner, index) => (
          <BannerPicture
            key={banner.id}
            banner={banner}
            fallbackAlt={`${shop.name} offer`}
            phoneCrop={phoneCrop}
            sizes={bannerSizes}
            // The first banner is the page's largest paint: fetched early, never lazily, and ahead
            // of the product pictures the page also loads at once.
            preload={index === 0}
          />
        ))
      : placeholders.map((slide, index) => <PlaceholderSlide key={slide.href} slide={slide} first={index === 0} />);

  return (
    <Carousel
      slides={slides}
      label={label}
      noun={{ one: "banner", many: "banners" }}
      delayMs={CAROUSEL_DELAY_MS.banners}
      // Only the first banner is seen at first: the others would load beside it (./use-later-slides.ts).
      deferLaterSlides
      testId="banner-carousel"
    />
  );
}

