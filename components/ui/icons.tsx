import type { SVGProps } from "react";

/**
 * The shop's icons, drawn inline (no icon package, nothing fetched). Decorative by default:
 * the control around an icon carries its accessible name. Every icon a client island draws
 * rides in the chunk every page loads (this module is the shell's), so icons only server
 * components and later-loaded code draw live in ./more-icons.tsx.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The frame every outline icon is drawn in; feature icon sets draw in it too. Its stroke (none
 * fill, round 1.8 px lines) is the `.icon` rule in app/globals.css rather than five attributes
 * repeated on each of a page's ~30 icons, in its HTML and again in its payload. A caller's own
 * fill or stroke width goes in `style`, which that rule cannot override (an attribute would lose).
 */
export function Outline({ size = 24, children, className, fill, strokeWidth, style, ...props }: IconProps) {
  const own = fill !== undefined || strokeWidth !== undefined ? { fill, strokeWidth, ...style } : style;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className ? `icon ${className}` : "icon"}
      // Left out when unset: an undefined prop is still written into a server component's payload.
      {...(own ? { style: own } : {})}
      {...props}
    >
      {children}
    </svg>
  );
}

function Solid({ size = 24, children, ...props }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Outline>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
    </Outline>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M5 8h14l-1 12.5H6L5 8Z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </Outline>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c1.3-3.6 4.3-5.5 8-5.5s6.7 1.9 8 5.5" />
    </Outline>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Outline>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Outline>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M3.5 10.5 12 3.5l8.5 7" />
      <path d="M5.5 9v11h13V9" />
      <path d="M10 20v-5.5h4V20" />
    </Outline>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </Outline>
  );
}

export function TagIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.6 6.6a1.5 1.5 0 0 1-2.1 0l-8.3-8.3Z" />
      <circle cx="8" cy="8" r="1.5" />
    </Outline>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M2.5 6h11v10h-11z" />
      <path d="M13.5 9.5h4l3 3.5V16h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </Outline>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="m14.5 5.5-6.5 6.5 6.5 6.5" />
    </Outline>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />
    </Outline>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Solid {...props}>
      <rect x="6.5" y="5" width="4" height="14" rx="1" />
      <rect x="13.5" y="5" width="4" height="14" rx="1" />
    </Solid>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Solid {...props}>
      <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.3-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z" />
    </Solid>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Solid {...props}>
      <path d="m12 3.2 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3.2Z" />
    </Solid>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M5 3.5h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.8 6.8l1.4-2.2 4.5 1.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.1 1.5 1.5 0 0 1 5 3.5Z" />
    </Outline>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </Outline>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Solid {...props}>
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4.3c-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    </Solid>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <Solid {...props}>
      <path d="M21.6 7.7a2.6 2.6 0 0 0-1.8-1.9C18.2 5.4 12 5.4 12 5.4s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.9A27 27 0 0 0 2 12a27 27 0 0 0 .4 4.3 2.6 2.6 0 0 0 1.8 1.9c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.9A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.3ZM10 15V9l5.2 3L10 15Z" />
    </Solid>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Solid {...props}>
      <path d="M17.5 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.9-5.5 5.9h-3l7.1-7.9-7.5-9.1h6.2l4.3 5.4 5.1-5.4Zm-1 15.3h1.7L7.6 5.1H5.8l10.7 13.7Z" />
    </Solid>
  );
}
