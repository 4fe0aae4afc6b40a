import { Outline, type IconProps } from "./icons";

/**
 * Icons drawn by server components and by the home page's later sections
 * (docs/decisions/0031), kept out of ./icons.tsx: a client component drawing an icon from that
 * module puts the icon in the chunk every page loads.
 */

export function ChatIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <path d="M4 18.5 5.2 15A7.5 7.5 0 1 1 8.6 18l-4.6.5Z" />
      <path d="M9 10.5h6M9 13.5h4" />
    </Outline>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </Outline>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Outline {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </Outline>
  );
}
