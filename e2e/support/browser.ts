import fs from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's Chromium, used when Playwright's own browser build is not installed. */
export const systemChromium = "/usr/bin/chromium";

/** Playwright's own Chromium build, if it has been downloaded. */
export function bundledChromium(): string | undefined {
  try {
    const executable = chromium.executablePath();
    return fs.existsSync(executable) ? executable : undefined;
  } catch {
    return undefined;
  }
}

/** The Chromium the tests will run: CHROMIUM_PATH, Playwright's own build, or Debian's. */
export function availableChromium(): string | undefined {
  return process.env.CHROMIUM_PATH || bundledChromium() || (fs.existsSync(systemChromium) ? systemChromium : undefined);
}

/** What to pass as `executablePath`: undefined lets Playwright use its own build. */
export function chromiumExecutable(): string | undefined {
  const executable = availableChromium();
  return executable && executable === bundledChromium() ? undefined : executable;
}

/** Flags for running headless as root on a machine with no network beyond localhost. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
