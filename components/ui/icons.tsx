import type { CSSProperties } from "react";

/**
 * The shop's icons. Each is an empty span painted through its drawing (lib/icons/drawings.mjs,
 * made into app/icons.css by `npm run icons`): nothing fetched, and no SVG written into the
 * HTML and again into the page's payload (docs/decisions/0037). Decorative: the control around
 * an icon carries its accessible name. A component per icon keeps the call sites as they were
 * and lets the type checker catch a misspelt icon.
 */
export type IconProps = {
  /** The side in CSS pixels (24 unless said). */
  size?: number;
  className?: string;
};

/** The drawings app/icons.css has a class for (a unit test keeps the two in step). */
export type IconName =
  | "search" | "heart" | "heart-full" | "bag" | "user" | "menu" | "close" | "home" | "grid" | "tag" | "truck"
  | "chevron-left" | "chevron-right" | "pause" | "play" | "phone" | "pin" | "facebook" | "youtube" | "x"
  | "chat" | "mail" | "instagram" | "secure" | "rupee" | "return" | "minus" | "plus" | "share" | "chevron-down"
  | "copy" | "check-circle" | "alert-circle";

export function Icon({ name, size = 24, className }: IconProps & { name: IconName }) {
  return (
    <span
      aria-hidden="true"
      className={className ? `i i-${name} ${className}` : `i i-${name}`}
      // Left out at 24 px, the stylesheet's own size: an unset prop still costs bytes in the payload.
      {...(size === 24 ? {} : { style: { "--s": `${size}px` } as CSSProperties })}
    />
  );
}

const icon = (name: IconName) =>
  function NamedIcon(props: IconProps) {
    return <Icon name={name} {...props} />;
  };

export const SearchIcon = icon("search");
export const BagIcon = icon("bag");
export const UserIcon = icon("user");
export const MenuIcon = icon("menu");
export const CloseIcon = icon("close");
export const HomeIcon = icon("home");
export const GridIcon = icon("grid");
export const TagIcon = icon("tag");
export const TruckIcon = icon("truck");
export const ChevronLeftIcon = icon("chevron-left");
export const ChevronRightIcon = icon("chevron-right");
export const PauseIcon = icon("pause");
export const PlayIcon = icon("play");
export const PhoneIcon = icon("phone");
export const PinIcon = icon("pin");
export const FacebookIcon = icon("facebook");
export const YoutubeIcon = icon("youtube");
export const XIcon = icon("x");
export const ChatIcon = icon("chat");
export const MailIcon = icon("mail");
export const InstagramIcon = icon("instagram");
export const SecureIcon = icon("secure");
export const RupeeIcon = icon("rupee");
export const ReturnIcon = icon("return");

/** The wishlist heart: outlined, or filled once the product is saved. */
export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <Icon name={filled ? "heart-full" : "heart"} {...props} />;
}
