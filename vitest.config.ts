import os from "node:os";
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
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where
    // the whole run took 24 minutes, twice in CI. Each file has a database of its own and the
    // server tests each their own ports, so files can run two at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
