import { getImageProps } from "next/image";
import Link from "next/link";
import type { CSSProperties } from "react";
import { preload as preloadFile } from "react-dom";
import { withoutTransparentStyle } from "@/components/ui/picture";
import type { BannerSlide } from "@/lib/catalog/types";

/** Banners are drawn 1600 x 600 (8:3) for wide screens and 800 x 600 (4:3) for phones. */
export const WIDE_BANNER = { width: 1600, height: 600 } as const;
export const PHONE_BANNER = { width: 800, height: 600 } as const;

/** Below Tailwind's `sm`, where the phone crop is shown. */
const PHONE_MEDIA = "(max-width: 639.98px)";
const WIDE_MEDIA = "(min-width: 640px)";

/**
 * A banner spans the page less its margins, so it is never drawn narrower than a small phone's
 * 360 px less 24. Next offers every configured width for a `sizes` with calc() in it, 48 px and up:
 * the four below this were never picked, yet each lengthened every srcset, in the HTML and again
 * in the payload (6.0 kB of the home page's HTML, its three banners).
 */
const NARROWEST_DRAWN = 336;

/** `srcSet` without the candidates narrower than a banner is ever drawn. */
export function bannerSrcSet(srcSet: string | undefined): string | undefined {
  return srcSet
    ?.split(", ")
    .filter((candidate) => Number.parseInt(candidate.slice(candidate.lastIndexOf(" ") + 1), 10) >= NARROWEST_DRAWN)
    .join(", ");
}

/**
 * The box every banner of a set keeps, whatever its file's own size, so nothing moves when a
 * picture loads: 4:3 on phones when every banner of the set has a phone crop, else 8:3.
 */
export function bannerBox(phoneCrops: boolean): string {
  return phoneCrops ? "aspect-[4/3] sm:aspect-[8/3] w-full" : "aspect-[8/3] w-full";
}

/** Whether every banner of a set can be shown in the phone frame. */
export function allHavePhoneCrops(banners: readonly BannerSlide[]): boolean {
  return banners.length > 0 && banners.every((banner) => banner.phoneUrl);
}

function trimmed<T extends { srcSet?: string; style?: CSSProperties }>(props: T): T {
  return { ...withoutTransparentStyle(props), srcSet: bannerSrcSet(props.srcSet) };
}

type Props = {
  banner: BannerSlide;
  /** Used when the banner has no words of its own (stored before banners carried them). */
  fallbackAlt: string;
  /** Show the phone crop on phones (every banner of the set has one). */
  phoneCrop: boolean;
  sizes: string;
  /** The page's largest paint: preloaded from <head> at high priority, never lazily. */
  preload?: boolean;
  className?: string;
  /** Wrap in the banner's link when it has one (a listing's banner sits on its own page). */
  linked?: boolean;
  testId?: string;
};

/**
 * One banner: on phones its 4:3 crop, whose words stay readable (the wide picture's small
 * text is about 5 px high on a 360 px screen), elsewhere the wide picture; its alt text says
 * the offer; a tap follows its link. Drawn as a plain <picture>, so nothing here hydrates.
 */
export function BannerPicture({ banner, fallbackAlt, phoneCrop, sizes, preload = false, className = "", linked = true, testId }: Props) {
  const alt = banner.alt || fallbackAlt;
  const common = { alt, sizes, loading: preload ? ("eager" as const) : undefined, fetchPriority: preload ? ("high" as const) : undefined };
  const wide = trimmed(getImageProps({ ...common, src: banner.url, ...WIDE_BANNER }).props);
  const phone = phoneCrop && banner.phoneUrl ? trimmed(getImageProps({ ...common, src: banner.phoneUrl, ...PHONE_BANNER }).props) : null;

  if (preload) {
    // What <Image preload> does, once per frame: only the picture this screen shows is fetched.
    const options = { as: "image", imageSizes: wide.sizes, fetchPriority: "high" } as const;
    if (phone) {
      preloadFile(phone.src, { ...options, imageSrcSet: phone.srcSet, media: PHONE_MEDIA });
      preloadFile(wide.src, { ...options, imageSrcSet: wide.srcSet, media: WIDE_MEDIA });
    } else {
      preloadFile(wide.src, { ...options, imageSrcSet: wide.srcSet });
    }
  }

  const picture = (
    <picture>
      {phone ? <source media={PHONE_MEDIA} srcSet={phone.srcSet} sizes={phone.sizes} width={PHONE_BANNER.width} height={PHONE_BANNER.height} /> : null}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps */}
      <img {...wide} className={`${bannerBox(Boolean(phone))} bg-surface object-cover ${className}`} data-testid={testId} />
    </picture>
  );
  if (!linked || !banner.link) return picture;
  return (
    <Link href={banner.link} className="block rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-2">
      {picture}
    </Link>
  );
}
