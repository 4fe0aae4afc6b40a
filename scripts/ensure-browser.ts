// Makes sure the end-to-end tests have a Chromium: one already present, else Playwright's own
// download where it is reachable, else Debian's `chromium` package through apt-get as root.
import { spawnSync } from "node:child_process";
import { lookup } from "node:dns/promises";
import { availableChromium } from "../e2e/support/browser";

/** Playwright's download host (or the one PLAYWRIGHT_DOWNLOAD_HOST names). */
const DOWNLOAD_HOST = new URL(process.env.PLAYWRIGHT_DOWNLOAD_HOST || "https://cdn.playwright.dev").hostname;

/** Whether the download host resolves: offline, Playwright retried three times (~1 min) before failing. */
async function downloadReachable(): Promise<boolean> {
  try {
    await lookup(DOWNLOAD_HOST);
    return true;
  } catch {
    console.log(`${DOWNLOAD_HOST} does not resolve: skipping Playwright's download.`);
    return false;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`$ ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env, timeout: 15 * 60_000 }).status === 0;
}

if (!availableChromium() && (await downloadReachable())) {
  console.log("No Chromium found: trying Playwright's download.");
  run("npx", ["playwright", "install", "chromium"]);
}
if (!availableChromium()) {
  if (process.getuid?.() !== 0) {
    console.error("No Chromium, and not root to install one: run `sudo apt-get install chromium` (or set CHROMIUM_PATH).");
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update", "-qq"], env);
  run("apt-get", ["install", "-y", "-qq", "chromium"], env);
}
const chromium = availableChromium();
if (!chromium) {
  console.error("Could not install Chromium for the end-to-end tests.");
  process.exit(1);
}
console.log(`Chromium: ${chromium}`);
