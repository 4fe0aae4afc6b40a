import path from "node:path";
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/server/security-headers.mjs";

/** lib/shop-contact.ts CONTACT_VARIABLES (a unit test keeps the two lists equal). */
const CONTACT_VARIABLES = ["SHOP_PHONE", "SHOP_WHATSAPP", "SHOP_EMAIL", "SHOP_ADDRESS"];

const nextConfig: NextConfig = {
  // Data reads are cached with 'use cache' + tags; pages render their data at request time,
  // so a build never opens the database.
  cacheComponents: true,
  // Off: with it on, every page's HTML carried its RSC payload twice (the page's and the App
  // Shell's for the client's prefetch cache): a filtered listing was 442 kB and took 41 ms to
  // render at 100,000 products; off, 282 kB and 22 ms (npm run bench:scale). Links still
  // prefetch the static part of each route, per link.
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
  // (lib/shop-contact.ts; `npm start` refuses other values than the build's).
  env: Object.fromEntries(CONTACT_VARIABLES.map((name) => [name, process.env[name] ?? ""])),
  // The security headers of every answer, from the one table the front door also uses
  // (lib/server/security-headers.mjs); `next dev` gets the CSP with 'unsafe-eval' its refresh needs.
  // Strict-Transport-Security is not here: it depends on how each request arrived, and the
  // shared cache stores a page once for everyone, so the door adds it per request
  // (lib/server/outgoing-headers.mjs).
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ development: process.env.NODE_ENV === "development" }) }];
  },
  // server.mjs compresses responses itself, after its page cache has seen the bytes Next wrote
  // (lib/cache/shared-cache.mjs stores each page once, with gzip and brotli ready).
  compress: false,
  // Next hashed every page it sent for an ETag in JavaScript (2-4 ms for a product page, on each
  // first visit and each answer from its route cache); the shared cache in front gives each
  // stored answer its tag with a native hash instead (lib/cache/shared-cache.mjs).
  generateEtags: false,
  experimental: {
    // Pages upgraded after their first visit (lib/page-params.ts) stay in memory only: the
    // database is the truth, so a restarted server (or one pointed at another database) starts
    // from it instead of serving pages a previous process wrote into .next.
    isrFlushToDisk: false,
  },
  // Next's route cache plus an in-memory cache of optimised images, which isrFlushToDisk: false
  // would otherwise leave uncached (lib/cache/shop-cache-handler.mjs).
  cacheHandler: path.join(process.cwd(), "lib/cache/shop-cache-handler.mjs"),
  // 'use cache' data: Next's own in-memory handler, shared through Redis when REDIS_URL is set.
  cacheHandlers: { default: path.join(process.cwd(), "lib/cache/shop-data-cache-handler.mjs") },
  images: {
    // Product, banner and blog images live under DATA_DIR/uploads and are served by
    // app/uploads; seller uploads land there too.
    localPatterns: [
      { pathname: "/uploads/**", search: "" },
      { pathname: "/images/**", search: "" },
    ],
    // WebP only. Every picture is stored as WebP (lib/uploads/images.ts), and re-encoding it as
    // AVIF (quality 75, Next's effort 3) took 4-10x the CPU of WebP and came out larger: product
    // pictures at 640 px 246 ms / 9.9 kB against 70 ms / 5.9 kB, banners at 1080 px 432 ms /
    // 25.5 kB against 45 ms / 18.5 kB, photographs at 640 px 276 ms / 49 kB against 51 ms / 34 kB.
    // A fresh server's first listing view made ~30 of them.
    formats: ["image/webp"],
    // Fewer widths than Next's default 15, so each <img srcset> is short (the home page's 85
    // images carried 110 kB of srcset). Pictures are drawn at most 1600 wide (banners) and 800
    // (products), so larger widths would only repeat the original.
    deviceSizes: [640, 828, 1080, 1600],
    imageSizes: [48, 96, 160, 256, 384],
    qualities: [70, 75],
    customCacheHandler: true,
  },
};

export default nextConfig;
