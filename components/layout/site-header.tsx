import Link from "next/link";
import { AccountButton } from "./account-button";
import { HeaderCounts } from "./header-counts";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { desktopNav } from "./nav-links";
import { PromoBar } from "./promo-bar";
import { SearchBox } from "./search-box";

/**
 * The header on every page. Static markup plus small client islands (menu, search, counts,
 * account): it reads no cookies or headers, so catalogue pages stay cacheable.
 */
export function SiteHeader() {
  return (
    <>
      <PromoBar />
      <header data-testid="site-header" className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-0.5 px-1.5 xs:gap-1 xs:px-2 sm:px-4">
          <MobileMenu />
          <Logo />
          <nav aria-label="Main" data-testid="desktop-nav" className="ml-4 hidden lg:block xl:ml-8">
            <ul className="flex items-center xl:gap-1">
              {desktopNav.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="nav-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center sm:gap-1">
            <SearchBox />
            <HeaderCounts />
            <div className="ml-2 hidden sm:block">
              <AccountButton />
            </div>
          </div>
        </div>
      </header>
    </>
  );
}
