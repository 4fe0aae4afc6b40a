// `npm run lighthouse`: Lighthouse (mobile settings, its default) in headless Chromium on `/`,
// `/collections` and a product page of the production build, served on a fresh seeded DATA_DIR.
// Prints the four category scores and LCP, CLS and TBT for each page; LIGHTHOUSE_REPORT_DIR keeps
// the full reports.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { availableChromium, chromiumArgs } from "../e2e/support/browser";
import { aProductPath, serveBuild, warmUntilCached } from "./serve-build";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3391);
const base = await serveBuild(port);
const pages = ["/", "/collections", await aProductPath(base)];

// Warm the server's caches (route cache, optimised images) so the audit measures the page a
// shopper after the first one gets, not a cold start.
for (const page of pages) {
  await warmUntilCached(base, page);
  const html = await (await fetch(`${base}${page}`)).text();
  // Every width a srcset offers near the top of the page: which one the phone picks depends on
  // its screen, and an image optimised on first request would be timed as a cold transcode.
  const urls = [...new Set([...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((m) => m[0].replaceAll("&amp;", "&")))];
  for (let i = 0; i < Math.min(urls.length, 120); i += 6) {
    await Promise.all(urls.slice(i, i + 6).map((src) => fetch(`${base}${src}`, { headers: { accept: "image/avif,image/webp" } })));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: availableChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
/** LIGHTHOUSE_REPORT_DIR=dir keeps each page's full report there, to see which elements fail. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
type Row = { page: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcp: string; cls: string; tbt: string };
const rows: Row[] = [];
try {
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`no result for ${page}`);
    const { categories, audits } = result.lhr;
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(path.join(reportDir, `${page.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}.json`), JSON.stringify(result.lhr));
    }
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: audits["largest-contentful-paint"]?.displayValue ?? "",
      cls: audits["cumulative-layout-shift"]?.displayValue ?? "",
      tbt: audits["total-blocking-time"]?.displayValue ?? "",
    });
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
    if (failing.length) console.log(`${page}: not passing: ${failing.map((a) => a.id).join(", ")}`);
  }
} finally {
  chrome.kill();
}

console.log("\n| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |");
console.log("|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.cls} | ${r.tbt} |`);
}
process.exit(0);
