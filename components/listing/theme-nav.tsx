import Link from "next/link";
import { bannerThemes, themeHref, type Theme } from "./themes";

/** The themes as chips, the current one marked: a way across themes without the menu. */
export function ThemeNav({ current, label = "Shop by theme" }: { current?: Theme | null; label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {bannerThemes.map((theme) => {
          const active = current?.gender === theme.gender;
          return (
            <li key={theme.gender} className="shrink-0 py-px">
              <Link
                href={themeHref(theme)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ring-1 ${
                  active ? "bg-brand-800 text-white ring-brand-800" : "bg-white text-ink ring-line hover:bg-brand-50 hover:ring-brand-200"
                }`}
              >
                {theme.label}
              </Link>
            </li>
          );
        })}
        <li className="shrink-0 py-px">
          <Link
            href="/collections"
            className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50 hover:ring-brand-200"
          >
            Shop all
          </Link>
        </li>
      </ul>
    </nav>
  );
}
