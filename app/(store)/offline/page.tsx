import type { Metadata } from "next";
import { TryAgainButton } from "@/components/offline/try-again-button";

export const metadata: Metadata = {
  title: "You are offline",
  robots: { index: false, follow: false },
};

// Plain links, not the router's: offline, each is a page load the service worker answers from
// the pages it kept (or with this page again), where the router would first try the network.
const kept = [
  { label: "Home", href: "/" },
  { label: "Shop everything", href: "/collections" },
  { label: "Gift Store", href: "/gift-store" },
];

/**
 * What the service worker (lib/offline/service-worker.js) shows, at the address asked, when a page
 * cannot be loaded without a connection and no copy of it was kept. Kept by the worker at install.
 */
export default function OfflinePage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid="offline-page">
      <p aria-hidden="true" className="text-6xl font-extrabold tracking-tight text-brand-800 sm:text-7xl">
        Off<span className="text-saffron-700">line</span>
      </p>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">You are offline</h1>
      <p className="mt-3 text-muted">
        We cannot reach TeeRang without a connection, and this page was not saved on this device. Pages you opened
        recently still open. Your cart and orders are safe with us: they show again once you are back online.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <TryAgainButton />
      </div>
      <nav aria-label="Pages you may have opened" className="mt-10">
        <h2 className="text-sm font-bold uppercase tracking-wider text-muted">Opened recently? Try</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {kept.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-11 items-center rounded-full bg-surface px-4 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-800"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
