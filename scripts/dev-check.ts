// `npm test`'s last step: the README's run command, `npm run dev` (`next dev`), on a fresh
// DATA_DIR, opened in headless Chromium at both addresses a new user types (localhost and
// 127.0.0.1). The page must hydrate (a client control answers a click) with no error in the
// console. Under `next dev` a page hydrates only when the browser may reach the dev server's
// own resources; Next blocks them from any origin but localhost unless next.config.ts names it
// in `allowedDevOrigins`, and at http://127.0.0.1:3000 the shop used to stay inert.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../e2e/support/browser";

const PORT = Number(process.env.DEV_CHECK_PORT ?? 3198);
const HOSTS = ["127.0.0.1", "localhost"];
/** The first compile of a page under `next dev` on a busy two-core machine. */
const READY_MS = 240_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  return fetch(url).then((r) => r.ok, () => false);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-dev-check-"));
// Exactly the README's command, on a port of its own.
const dev = spawn("npm", ["run", "dev", "--", "-p", String(PORT)], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development", LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let serverLog = "";
dev.stdout.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
dev.stderr.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));

function stop() {
  try {
    process.kill(-dev.pid!, "SIGKILL");
  } catch {
    // already gone
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function main(): Promise<string[]> {
  const started = Date.now();
  while (!(await answers(`http://127.0.0.1:${PORT}/api/health`))) {
    if (Date.now() - started > READY_MS) return [`next dev did not answer within ${READY_MS / 1000} s`];
    await wait(1_000);
  }
  const problems: string[] = [];
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    for (const host of HOSTS) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`${message.text().slice(0, 300)} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message.slice(0, 300)));
      await page.goto(`http://${host}:${PORT}/`, { timeout: READY_MS });
      // The search button opens the search box (aria-expanded) only once React has hydrated it.
      const search = page.getByTestId("search-button");
      await search.waitFor({ timeout: READY_MS });
      const opened = await (async () => {
        for (let attempt = 0; attempt < 60; attempt++) {
          await search.click();
          if ((await search.getAttribute("aria-expanded")) === "true") return true;
          await wait(1_000);
        }
        return false;
      })();
      if (!opened) problems.push(`http://${host}:${PORT}/ did not hydrate: the search button never opened the search box`);
      // Let late errors (a refused dev socket, a failed chunk) reach the console.
      await wait(2_000);
      for (const error of new Set(errors)) problems.push(`http://${host}:${PORT}/ console: ${error}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  if (/Blocked cross-origin request/.test(serverLog)) problems.push("next dev blocked a request to its own resources (allowedDevOrigins)");
  return problems;
}

main()
  .then((problems) => {
    stop();
    if (problems.length === 0) {
      console.log(`npm run dev: the shop hydrates at ${HOSTS.map((host) => `http://${host}:${PORT}/`).join(" and ")}`);
      process.exit(0);
    }
    console.error(problems.join("\n"));
    console.error(serverLog.split("\n").slice(-40).join("\n"));
    process.exit(1);
  })
  .catch((error: unknown) => {
    stop();
    console.error(error);
    process.exit(1);
  });
