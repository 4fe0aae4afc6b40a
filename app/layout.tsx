import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { BottomBar } from "@/components/layout/bottom-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { WorkerRegistration } from "@/components/offline/worker-registration";
import { VitalsReporter } from "@/components/vitals/vitals-reporter";
import { shop } from "@/lib/shop";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.PUBLIC_BASE_URL || "http://localhost:3000"),
  title: {
    default: `${shop.name} | Printed T-Shirts, Apparel and Gifts Online in India`,
    template: `%s | ${shop.name}`,
  },
  description:
    "Shop printed and custom T-shirts, apparel and gifts at TeeRang: fitness, motivation and pet-lover designs, prices in rupees and free shipping across India.",
  applicationName: shop.name,
  // The manifest (app/manifest.ts) Next links itself; iOS reads its home-screen icon and title here.
  // Naming `icons` here replaces the link Next makes from app/icon.svg, so the tab icon is named
  // again: without it the browser asks for /favicon.ico, which the shop has not got (a 404).
  icons: {
    icon: [{ url: "/icon.svg", type: "image/svg+xml" }],
    apple: [{ url: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" }],
  },
  appleWebApp: { capable: true, title: shop.name, statusBarStyle: "default" },
  openGraph: { type: "website", siteName: shop.name, locale: "en_IN" },
};

export const viewport: Viewport = {
  themeColor: "#181546",
  width: "device-width",
  initialScale: 1,
};

/**
 * The shell of every page: header, main content, footer, and the phone bottom bar. It reads
 * no cookies or headers, so catalogue pages can be served from cache; everything personal
 * (account, counts) lives in client islands. The Web Vitals reporter measures a sampled share of
 * page views, after the page is idle.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-brand-800 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <BottomBar />
        <WorkerRegistration />
        <VitalsReporter />
      </body>
    </html>
  );
}
