import { cacheLife } from "next/cache";
import Link from "next/link";
import type { ComponentType } from "react";
import { shop } from "@/lib/shop";
import { shopContact } from "@/lib/shop-contact";
import { FacebookIcon, PhoneIcon, PinIcon, XIcon, YoutubeIcon } from "@/components/ui/icons";
import { InstagramIcon, MailIcon } from "@/components/ui/more-icons";
import { Logo } from "./logo";
import { footerCategories, footerInformation, type NavLink } from "./nav-links";
import { NewsletterForm } from "./newsletter-form";

const socials: { label: string; href: string; Icon: ComponentType<{ size?: number }> }[] = [
  { label: `${shop.name} on Instagram`, href: shop.social.instagram, Icon: InstagramIcon },
  { label: `${shop.name} on Facebook`, href: shop.social.facebook, Icon: FacebookIcon },
  { label: `${shop.name} on YouTube`, href: shop.social.youtube, Icon: YoutubeIcon },
  { label: `${shop.name} on X`, href: shop.social.x, Icon: XIcon },
];

/** What shoppers look for; labels, not links. */
const keywords = [
  "Printed T-Shirts",
  "Graphic Tees",
  "Oversized Tees",
  "Gym Tees",
  "Motivational Tees",
  "Pet Lover Tees",
  "Kids Tees",
  "Couple Tees",
  "Hoodies",
  "Custom Gifts",
  "Personalised Mugs",
  "Made in India",
];

/** The current year, cached (a bare `new Date()` would make every page render at request time). */
async function CopyrightYear() {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

/**
 * Not prefetched: every page carries the footer, and a phone that scrolls to it would otherwise
 * fetch every linked page's payload and code for links seldom followed (on the home page, with
 * the lower sections' links, 448 kB uncompressed, where 39 kB is left now). A click still
 * navigates in the app; it fetches then.
 */
function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wider text-saffron-300">{title}</h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className="footer-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const contact = shopContact();
  return (
    <footer
      data-testid="site-footer"
      // On phones the fixed bottom bar covers the last 3.5 rem: the footer's dark background runs under it.
      className="on-dark mt-16 bg-brand-950 pb-[calc(3.5rem+env(safe-area-inset-bottom))] text-brand-100 md:pb-0"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo tone="dark" />
          <p className="mt-3 max-w-xs text-sm text-brand-200">{shop.tagline}.</p>
          <address className="mt-5 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <PinIcon size={20} className="mt-0.5 shrink-0 text-saffron-400" />
              <span>{contact.address}</span>
            </p>
            <p>
              <a href={`mailto:${contact.email}`} className="inline-flex min-h-11 items-center gap-3 hover:text-white hover:underline">
                <MailIcon size={20} className="shrink-0 text-saffron-400" />
                {contact.email}
              </a>
            </p>
            <p>
              <a
                href={`tel:${contact.phoneHref}`}
                className="inline-flex min-h-11 items-center gap-3 hover:text-white hover:underline"
              >
                <PhoneIcon size={20} className="shrink-0 text-saffron-400" />
                {contact.phone}
              </a>
            </p>
          </address>
        </div>

        <LinkList title="Categories" links={footerCategories} />
        <LinkList title="Information" links={footerInformation} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-bold uppercase tracking-wider text-saffron-300">Newsletter</h2>
          <p className="mt-3 text-sm text-brand-200">New drops, restocks and members-only offers, straight to your inbox.</p>
          <div className="mt-4">
            <NewsletterForm />
          </div>
          <h2 className="mt-8 text-sm font-bold uppercase tracking-wider text-saffron-300">Follow us</h2>
          <ul className="mt-3 flex gap-2">
            {socials.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="footer-social"
                >
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        {/* Each label's look is given once, on the list (`*:`): not twelve times in every page. */}
        <ul
          aria-label="Popular searches"
          className="mx-auto flex max-w-7xl flex-wrap justify-center gap-2 px-4 py-5 text-xs *:whitespace-nowrap *:rounded-full *:border *:border-white/15 *:px-3 *:py-1 *:text-brand-200"
        >
          {keywords.map((keyword) => (
            <li key={keyword}>{keyword}</li>
          ))}
        </ul>
      </div>

      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-brand-200">
          © <CopyrightYear /> {shop.name}. Printed with love in India. All prices in Indian rupees (₹), inclusive of
          taxes.
        </p>
      </div>
    </footer>
  );
}
