// `npm run lighthouse`: Lighthouse (mobile settings, its default) in headless Chromium on `/`,
// `/collections` and a product page of the production build, served on a fresh seeded DATA_DIR.
// Each page is audited LIGHTHOUSE_RUNS times (3 unless set), the pages taking turns, and the run
// Lighthouse itself calls the median (closest to the median FCP and TTI, its computeMedianRun) is
// reported, as Lighthouse's own guidance on score variance advises; every run's performance score
// is printed beside it, so the spread is visible. Prints the four category scores and LCP, CLS and
// TBT of that run; LIGHTHOUSE_REPORT_DIR keeps its full report.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
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
/** LIGHTHOUSE_REPORT_DIR=dir keeps each page's median report there, to see which elements fail. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error("LIGHTHOUSE_RUNS must be a whole number from 1 to 20");

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
const results = new Map<string, Result[]>(pages.map((page) => [page, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`no result for ${page}`);
      results.get(page)!.push(result.lhr);
      console.log(`run ${run}/${runs} ${page}: performance ${percent(result.lhr, "performance")}`);
    }
  }
} finally {
  chrome.kill();
}

function percent(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

type Row = { page: string; performance: number; allRuns: string; accessibility: number; bestPractices: number; seo: number; lcp: string; cls: string; tbt: string };
const rows: Row[] = [];
for (const [page, lhrs] of results) {
  const median = computeMedianRun(lhrs) as Result;
  const { audits } = median;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${page.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}.json`), JSON.stringify(median));
  }
  rows.push({
    page,
    performance: percent(median, "performance"),
    allRuns: lhrs.map((lhr) => percent(lhr, "performance")).join(", "),
    accessibility: percent(median, "accessibility"),
    bestPractices: percent(median, "best-practices"),
    seo: percent(median, "seo"),
    lcp: audits["largest-contentful-paint"]?.displayValue ?? "",
    cls: audits["cumulative-layout-shift"]?.displayValue ?? "",
    tbt: audits["total-blocking-time"]?.displayValue ?? "",
  });
  const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
  if (failing.length) console.log(`${page}: not passing: ${failing.map((a) => a.id).join(", ")}`);
}
console.log(`\nMedian of ${runs} run${runs === 1 ? "" : "s"} per page:`);
console.log("| page | performance | every run | accessibility | best practices | SEO | LCP | CLS | TBT |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| ${r.page} | ${r.performance} | ${r.allRuns} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.cls} | ${r.tbt} |`);
}
process.exit(0);
