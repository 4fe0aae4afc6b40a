import Link from "next/link";
import { shopContact } from "@/lib/shop-contact";
import { GridIcon, HomeIcon, TagIcon } from "@/components/ui/icons";
import { ChatIcon } from "@/components/ui/more-icons";
import { CategoriesLink } from "./categories-link";

/** Each link's look, named once in app/globals.css: every page on a phone carries the bar. */
const item = "bar-item";

/**
 * The fixed bar at the bottom of phones (under 768 px); CSS hides it on larger screens.
 * Categories opens the menu at its categories; Best Seller is the collection best rated first
 * (the shop counts no sales per product: shoppers' ratings are its honest "best"). Help opens a
 * WhatsApp chat with the shop's configured number (lib/shop-contact.ts).
 */
export function BottomBar() {
  const { helpChatUrl } = shopContact();
  return (
    <nav
      aria-label="Quick links"
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex *:flex *:flex-1">
        <li>
          <Link href="/" className={item}>
            <HomeIcon size={22} />
            Home
          </Link>
        </li>
        <li>
          <CategoriesLink className={item}>
            <GridIcon size={22} />
            Categories
          </CategoriesLink>
        </li>
        <li>
          <Link href="/collections?sort=top-rated" className={item}>
            <TagIcon size={22} />
            Best Seller
          </Link>
        </li>
        <li>
          <a href={helpChatUrl} data-testid="help-chat" target="_blank" rel="noopener noreferrer" className={item}>
            <ChatIcon size={22} />
            Help
            <span className="sr-only"> (chat, opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
