import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Data reads are cached with 'use cache' + tags; pages render their data at request time,
  // so a build never opens the database.
  cacheComponents: true,
  partialPrefetching: true,
  // PGlite must load from node_modules at run time (its wasm must not be bundled or served),
  // and pg has optional native parts.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  images: {
    // Product, banner and blog images live under DATA_DIR/uploads and are served by
    // app/uploads; seller uploads land there too.
    localPatterns: [
      { pathname: "/uploads/**", search: "" },
      { pathname: "/images/**", search: "" },
    ],
    formats: ["image/avif", "image/webp"],
    qualities: [70, 75],
  },
};

export default nextConfig;
