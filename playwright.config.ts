import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./e2e/support/browser";

// End-to-end journeys run against the production build (`next build` first; `npm test` does),
// served by `npm start`'s server (server/index.mjs) on a fresh temporary DATA_DIR, so they also prove
// a first start creates, migrates and seeds the embedded database by itself.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// The server's data folder, made here (the runner loads this file first, its workers inherit the
// variable) so a journey can read what the shop stored with the shop's own scripts.
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-")));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Budgets for a loaded machine: two browsers, the server and the runner share two cores, and
  // under that load a click or an assertion takes 1-4 s (traces). At 30 s and 10 s, journeys that
  // take 10-20 s on an idle machine ran out of time; a test that hangs still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The shop's service worker (lib/offline/service-worker.js) would answer requests the
    // journeys count or route; e2e/offline.spec.ts, which tests it, allows it for itself.
    serviceWorkers: "block",
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent:
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
      },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${port} ${dataDir}`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
