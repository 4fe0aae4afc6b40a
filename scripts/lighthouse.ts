// `npm run lighthouse`: Lighthouse (mobile settings, its default) in headless Chromium on the
// pages a shopper lands on: `/`, `/collections`, a product page, a category page, the blog list
// and the gift store of the production build, served on a fresh seeded DATA_DIR. Each page is
// audited LIGHTHOUSE_RUNS times (5 unless set), the pages taking turns, and the run Lighthouse
// itself calls the median (closest to the median FCP and TTI, its computeMedianRun) is reported,
// as Lighthouse's own guidance on score variance advises; every run's performance score is
// printed beside it, so the spread is visible. Prints the four category scores, LCP, CLS and TBT
// of that run, its LCP split into Lighthouse's four phases (so a regression names the phase that
// grew), what each run's simulated LCP replayed (kB of script and pictures), and each page's HTML
// weight. Each run's simulated phone is calibrated to this machine's speed during that run
// (scripts/lighthouse-phone.ts; LIGHTHOUSE_CPU_SLOWDOWN=4 for Lighthouse's fixed default), and
// its benchmark index and multiplier are printed. LIGHTHOUSE_REPORT_DIR keeps the median run's
// full report; LIGHTHOUSE_BASE audits a shop already running instead of starting the build.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
// Lantern, the simulator behind Lighthouse's mobile timings, as Lighthouse's own asset saver
// imports it: its node timings say what the simulated LCP replayed.
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { availableChromium, chromiumArgs } from "../e2e/support/browser";
import { fixedSlowdown, PHONE_INDEX } from "./cpu-slowdown";
import { auditAsPhone, type Result } from "./lighthouse-phone";
import { kB, pageWeight } from "./page-weight";
import { aCategoryPath, aProductPath, serveBuild, warmUntilCached } from "./serve-build";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3391);
/** LIGHTHOUSE_BASE=http://host:port audits a shop already running there (two builds side by side). */
const base = process.env.LIGHTHOUSE_BASE?.replace(/\/$/, "") || (await serveBuild(port));
/** LIGHTHOUSE_PAGES=/,/blog audits only those pages (one phase of a change at a time); all six unless set. */
const pages = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(",").map((page) => page.trim()).filter(Boolean)
  : ["/", "/collections", await aProductPath(base), await aCategoryPath(base), "/blog", "/gift-store"];
if (pages.some((page) => !page.startsWith("/"))) throw new Error("LIGHTHOUSE_PAGES are paths that start with /");

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
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error("LIGHTHOUSE_RUNS must be a whole number from 1 to 20");
/** Tries of one run before it is given up: a busy machine now and then leaves a trace without a paint. */
const TRIES = 3;

/**
 * Why a run cannot be used, or null: computeMedianRun refuses a run lacking FCP or TTI ("Some
 * runs were missing an FCP value"), and a run lacking LCP or TBT would report nothing.
 */
function unusable(lhr: Result): string | null {
  if (lhr.runtimeError) return lhr.runtimeError.message;
  const missing = ["first-contentful-paint", "interactive", "largest-contentful-paint", "total-blocking-time"].filter(
    (id) => !Number.isFinite(lhr.audits[id]?.numericValue),
  );
  return missing.length ? `no value for ${missing.join(", ")}` : null;
}

/**
 * What the run's simulated LCP replayed: the kB of script and of pictures in the request graph
 * Lighthouse simulates on a slow 4G for it, read from Lantern's own node timings (the same
 * simulator instance Lighthouse uses). Lantern keeps every request that ended before the largest
 * paint of the trace it recorded at full speed on this machine, leaving out only a script whose
 * evaluation (a task of 10 ms or more) began after that paint, and, in its optimistic half,
 * low-priority pictures. On localhost the framework's chunks and the near card pictures arrive
 * within ~50 ms of the HTML, before the first paint, so whether ~150 kB of script is replayed
 * ahead of the LCP is a race: this names it per run, so a figure can be read.
 */
/** What each usable run replayed, and the phone it was audited as (its benchmark index, the slowdown, the same recording at 4x). */
type RunFacts = { script: number; pictures: number; benchmarkIndex: number; slowdown: number; atDefault: Result };
const replayed = new Map<Result, RunFacts>();

type SimulatedNode = { type: string; request?: { resourceType?: string; transferSize?: number } };
/** Every simulation of the last audit, by label (Lantern keeps them for its trace saver). */
const simulations = (Lantern.Simulation.Simulator as unknown as { allNodeTimings: Map<string, Map<SimulatedNode, unknown>> }).allNodeTimings;

function replayedInLcp(): Pick<RunFacts, "script" | "pictures"> {
  const bytes = (label: string, kind: string) =>
    [...(simulations.get(label)?.keys() ?? [])]
      .filter((node) => node.type === "network" && node.request?.resourceType === kind)
      .reduce((sum, node) => sum + (node.request?.transferSize ?? 0), 0);
  return { script: bytes("optimisticLargestContentfulPaint", "Script"), pictures: bytes("pessimisticLargestContentfulPaint", "Image") };
}

async function audit(page: string, label: string): Promise<Result | null> {
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    simulations.clear();
    const result = await auditAsPhone(`${base}${page}`, chrome.port);
    const problem = result ? unusable(result.lhr) : "no result";
    if (result && !problem) {
      replayed.set(result.lhr, { ...replayedInLcp(), benchmarkIndex: result.benchmarkIndex, slowdown: result.slowdown, atDefault: result.atDefault });
      return result.lhr;
    }
    console.log(`${label} ${page}: try ${attempt}/${TRIES} unusable (${problem})${attempt < TRIES ? ", running it again" : ", left out"}`);
  }
  return null;
}

const results = new Map<string, Result[]>(pages.map((page) => [page, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const lhr = await audit(page, `run ${run}/${runs}`);
      if (!lhr) continue;
      results.get(page)!.push(lhr);
      const { script, pictures, benchmarkIndex, slowdown, atDefault } = replayed.get(lhr)!;
      console.log(
        `run ${run}/${runs} ${page}: performance ${percent(lhr, "performance")}, LCP ${ms(lhr.audits["largest-contentful-paint"]?.numericValue)} replaying ${kB(script)} of script, ${kB(pictures)} of pictures; benchmark index ${Math.round(benchmarkIndex)}, CPU ${slowdown}x slower (at 4x: ${percent(atDefault, "performance")}, LCP ${ms(atDefault.audits["largest-contentful-paint"]?.numericValue)})`,
      );
    }
  }
} finally {
  chrome.kill();
}

function percent(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function ms(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? "" : `${Math.round(value)} ms`;
}

type Phase = { phase: string; timing: number };

/**
 * The LCP of the run split into TTFB, load delay, load time and render delay: Lighthouse 12
 * puts them in `largest-contentful-paint-element` (its second table, under the same simulated
 * throttling as the LCP it reports). Load delay and load time are 0 when the LCP is text.
 */
function lcpPhases(lhr: Result): Map<string, number> {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: unknown[] }[] } | undefined;
  const table = details?.items?.find((item) => item.items?.some((row) => typeof row === "object" && row !== null && "phase" in row));
  return new Map(((table?.items ?? []) as Phase[]).map((row) => [row.phase, row.timing]));
}

/** The LCP element as Lighthouse names it (its selector or snippet), to see what the phone waited for. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return (node?.snippet ?? node?.selector ?? "").slice(0, 140);
}

/** Main-thread time by kind (script evaluation, parsing, style and layout ...), the largest first. */
function mainThread(lhr: Result): string {
  const details = lhr.audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel: string; duration: number }[] } | undefined;
  return (details?.items ?? [])
    .slice(0, 4)
    .map((item) => `${item.groupLabel} ${ms(item.duration)}`)
    .join(", ");
}

/**
 * Each run's TBT, in run order: the median run (chosen by FCP and TTI, not TBT) hides how far
 * its neighbours spread, and on this machine one page's five runs spread from 7 to 647 ms.
 */
function tbtOfEveryRun(lhrs: Result[]) {
  return lhrs.map((lhr) => Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0)).join(", ");
}

const rows: string[] = [];
const phases: string[] = [];
for (const [page, lhrs] of results) {
  if (lhrs.length === 0) {
    rows.push(`| ${page} | no usable run | | | | | | | | |`);
    continue;
  }
  const median = computeMedianRun(lhrs) as Result;
  const { audits } = median;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${page.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}.json`), JSON.stringify(median));
  }
  rows.push(
    `| ${page} | ${percent(median, "performance")} | ${lhrs.map((lhr) => percent(lhr, "performance")).join(", ")} | ${percent(median, "accessibility")} | ${percent(median, "best-practices")} | ${percent(median, "seo")} | ${audits["largest-contentful-paint"]?.displayValue ?? ""} | ${audits["cumulative-layout-shift"]?.displayValue ?? ""} | ${audits["total-blocking-time"]?.displayValue ?? ""} | ${tbtOfEveryRun(lhrs)} |`,
  );
  const split = lcpPhases(median);
  const lcp = audits["largest-contentful-paint"]?.numericValue ?? 0;
  const share = (name: string) => {
    const value = split.get(name);
    return value === undefined ? "" : `${ms(value)} (${lcp ? Math.round((value / lcp) * 100) : 0}%)`;
  };
  phases.push(`| ${page} | ${share("TTFB")} | ${share("Load Delay")} | ${share("Load Time")} | ${share("Render Delay")} | ${mainThread(median)} |`);
  const element = lcpElement(median);
  if (element) console.log(`${page}: LCP element ${element}`);
  // Each run's LCP beside what it replayed: the figure follows the bytes, not the code.
  const byRun = lhrs.map((lhr) => {
    const { script, pictures } = replayed.get(lhr)!;
    return `${ms(lhr.audits["largest-contentful-paint"]?.numericValue)} (${kB(script)} + ${kB(pictures)})`;
  });
  console.log(`${page}: LCP of each run (kB of script + pictures its simulation replayed): ${byRun.join(", ")}`);
  const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
  if (failing.length) console.log(`${page}: not passing: ${failing.map((a) => a.id).join(", ")}`);
}

const indexes = [...replayed.values()].map((r) => r.benchmarkIndex).sort((a, b) => a - b);
const slowdowns = [...replayed.values()].map((r) => r.slowdown).sort((a, b) => a - b);
console.log(
  `\nThis machine's benchmark index ${Math.round(indexes[0] ?? 0)}-${Math.round(indexes.at(-1) ?? 0)} over the runs; the CPU slowed ${slowdowns[0]}-${slowdowns.at(-1)}x, ` +
    (fixedSlowdown() === null ? `to a phone of index ${PHONE_INDEX} (LIGHTHOUSE_CPU_SLOWDOWN=4 for Lighthouse's fixed default)` : "as LIGHTHOUSE_CPU_SLOWDOWN says"),
);
console.log(`\nMedian of ${runs} run${runs === 1 ? "" : "s"} per page:`);
console.log("| page | performance | every run | accessibility | best practices | SEO | LCP | CLS | TBT | TBT of every run, ms |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);

console.log("\nThe same recordings at Lighthouse's fixed 4x (as figures before 28 Nov 2026 were taken), median run:");
console.log("| page | performance | every run | LCP | TBT |");
console.log("|---|---|---|---|---|");
for (const [page, lhrs] of results) {
  // The fixed audit of a usable recording lacks a metric now and then too: left out, not a crash.
  const fixed = lhrs.map((lhr) => replayed.get(lhr)!.atDefault).filter((lhr) => unusable(lhr) === null);
  if (fixed.length === 0) continue;
  const median = computeMedianRun(fixed) as Result;
  console.log(
    `| ${page} | ${percent(median, "performance")} | ${fixed.map((lhr) => percent(lhr, "performance")).join(", ")} | ${median.audits["largest-contentful-paint"]?.displayValue ?? ""} | ${median.audits["total-blocking-time"]?.displayValue ?? ""} |`,
  );
}

console.log("\nLCP of the median run by phase, and its main-thread work:");
console.log("| page | TTFB | load delay | load time | render delay | main thread |");
console.log("|---|---|---|---|---|---|");
for (const row of phases) console.log(row);

console.log("\nHTML as sent (the stored page):");
console.log("| page | HTML | gzip | inline payload scripts | payload bytes |");
console.log("|---|---|---|---|---|");
for (const page of pages) {
  const w = await pageWeight(base, page);
  console.log(`| ${w.page} | ${kB(w.htmlBytes)} | ${kB(w.gzipBytes)} | ${w.payloadScripts} | ${kB(w.payloadBytes)} |`);
}
process.exit(0);
