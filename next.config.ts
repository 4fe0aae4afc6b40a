import path from "node:path";
import type { NextConfig } from "next";
import { securityHeaders } from "./server/door/security-headers.mjs";
import { samplePercent } from "./lib/vitals/sample-percent";

/** lib/shop-contact.ts CONTACT_VARIABLES (a unit test keeps the two lists equal). */
const CONTACT_VARIABLES = ["SHOP_PHONE", "SHOP_WHATSAPP", "SHOP_EMAIL", "SHOP_ADDRESS"];

const nextConfig: NextConfig = {
  // Data reads are cached with 'use cache' + tags; pages render their data at request time,
  // so a build never opens the database.
  cacheComponents: true,
  // Off: with it on, every page's HTML carried its RSC payload twice (the page's and the App
  // Shell's for the client's prefetch cache; docs/decisions/0006). Links still prefetch the
  // static part of each route, per link.
  partialPrefetching: false,
  // PGlite must load from node_modules at run time (its wasm must not be bundled or served),
  // and pg has optional native parts.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  // `npm run dev` opened at http://127.0.0.1:3000 (as often typed as localhost): Next serves its
  // dev resources (the refresh socket, the page's chunks) to localhost only unless the host is
  // named here, and the shop stayed inert, every button dead (scripts/dev-check.ts, in npm test).
  // It applies to `next dev` only.
  allowedDevOrigins: ["127.0.0.1"],
  // The shop's contact details are part of the built pages (footer, Help, policies): inlined
  // here, so a page rendered at build and one re-rendered later on a server show the same ones
  // (lib/shop-contact.ts; `npm start` refuses other values than the build's). The share of page
  // views whose Web Vitals are measured is inlined the same way, checked here so a bad value
  // stops the build (lib/vitals/sample-percent.ts).
  env: {
    ...Object.fromEntries(CONTACT_VARIABLES.map((name) => [name, process.env[name] ?? ""])),
    VITALS_SAMPLE_PERCENT: String(samplePercent(process.env.VITALS_SAMPLE_PERCENT)),
  },
  // The security headers of every answer, from the one table the front door also uses
  // (server/door/security-headers.mjs); `next dev` gets the CSP with 'unsafe-eval' its refresh needs.
  // Strict-Transport-Security is not here: it depends on how each request arrived, and the
  // shared cache stores a page once for everyone, so the door adds it per request
  // (server/door/outgoing-headers.mjs).
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ development: process.env.NODE_ENV === "development" }) }];
  },
  // server/index.mjs compresses responses itself, after its page cache has seen the bytes Next wrote
  // (server/cache/shared-cache.mjs stores each page once, with gzip and brotli ready).
  compress: false,
  // Next hashed every page it sent for an ETag in JavaScript, on each first visit and each answer
  // from its route cache; the shared cache in front gives each stored answer its tag with a
  // native hash instead (server/cache/shared-cache.mjs, docs/decisions/0002).
  generateEtags: false,
  experimental: {
    // Pages upgraded after their first visit (lib/page-params.ts) stay in memory only: the
    // database is the truth, so a restarted server (or one pointed at another database) starts
    // from it instead of serving pages a previous process wrote into .next.
    isrFlushToDisk: false,
  },
  // Next's route cache plus an in-memory cache of optimised images, which isrFlushToDisk: false
  // would otherwise leave uncached (server/cache/shop-cache-handler.mjs).
  cacheHandler: path.join(process.cwd(), "server/cache/shop-cache-handler.mjs"),
  // 'use cache' data: Next's own in-memory handler, shared through Redis when REDIS_URL is set.
  cacheHandlers: { default: path.join(process.cwd(), "server/cache/shop-data-cache-handler.mjs") },
  images: {
    // Product, banner and blog images live under DATA_DIR/uploads and are served by
    // app/uploads; seller uploads land there too.
    localPatterns: [
      { pathname: "/uploads/**", search: "" },
      { pathname: "/images/**", search: "" },
    ],
    // WebP only. Every picture is stored as WebP (lib/uploads/images.ts), and re-encoding it as
    // AVIF took several times the CPU and came out larger (docs/decisions/0004).
    formats: ["image/webp"],
    // Fewer widths than Next's default 15, so each <img srcset> is short (docs/decisions/0004).
    // Pictures are drawn at most 1600 wide (banners) and 800
    // (products), so larger widths would only repeat the original.
    deviceSizes: [640, 828, 1080, 1600],
    imageSizes: [48, 96, 160, 256, 384],
    qualities: [70, 75],
    customCacheHandler: true,
  },
};

export default nextConfig;
