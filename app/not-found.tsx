import type { Metadata } from "next";
import Link from "next/link";
import { themeLinks } from "@/components/layout/nav-links";

export const metadata: Metadata = {
  title: "Page not found",
};

const popular = [
  { label: "Shop everything", href: "/collections" },
  { label: "Today's offers", href: "/offer-promotion" },
  themeLinks.fitness,
  themeLinks.motivation,
  themeLinks.pets,
];

/** The shop's 404: what happened, and ways back into the shop. */
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-7xl font-extrabold tracking-tight text-brand-800 sm:text-8xl">
        4<span className="text-saffron-700">0</span>4
      </p>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        This page went out of stock
      </h1>
      <p className="mt-3 text-muted">
        We looked on every shelf but could not find the page you asked for. It may have moved, or the link may be
        mistyped. Our tees, though, are right where you left them.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="inline-flex min-h-12 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
        >
          Back to home
        </Link>
        <Link
          href="/collections"
          className="inline-flex min-h-12 items-center rounded-full border border-brand-200 px-6 font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
        >
          Browse the shop
        </Link>
      </div>
      <nav aria-label="Popular pages" className="mt-10">
        <h2 className="text-sm font-bold uppercase tracking-wider text-muted">Popular right now</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {popular.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="inline-flex min-h-11 items-center rounded-full bg-surface px-4 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
