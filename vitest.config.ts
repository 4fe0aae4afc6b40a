import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Services use 'use cache' + cacheTag; outside a Next server those have nothing to do.
      "next/cache": path.resolve(import.meta.dirname, "tests/support/next-cache.ts"),
      // Server modules `import "server-only"`, which throws outside a server bundle; tests run them
      // as the server does, so it resolves to the package's own empty module, as Next resolves it.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global.ts"],
    setupFiles: ["tests/setup/env.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
