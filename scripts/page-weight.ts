// What a page's HTML weighs as sent: bytes uncompressed and gzipped, and how much of it is the
// inline RSC payload (the `self.__next_f.push` scripts React reads to hydrate and to rebuild the
// tree), which the browser must parse and evaluate before the first screen can settle. Used by
// `npm run lighthouse`; also a command:
//   npx tsx scripts/page-weight.ts http://127.0.0.1:3000 / /collections
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export type PageWeight = {
  page: string;
  htmlBytes: number;
  gzipBytes: number;
  /** Inline `self.__next_f.push(...)` scripts and their bytes (the payload, as written in the HTML). */
  payloadScripts: number;
  payloadBytes: number;
};

export async function pageWeight(base: string, page: string): Promise<PageWeight> {
  // identity: the bytes the server would compress, counted here with gzip -9 like first-load JS.
  const response = await fetch(`${base}${page}`, { headers: { "accept-encoding": "identity" } });
  const html = Buffer.from(await response.arrayBuffer());
  const text = html.toString("utf8");
  const payload = [...text.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)];
  return {
    page,
    htmlBytes: html.length,
    gzipBytes: gzipSync(html, { level: 9 }).length,
    payloadScripts: payload.length,
    payloadBytes: payload.reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0),
  };
}

export function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base, ...pages] = process.argv.slice(2);
  if (!base || pages.length === 0) {
    console.error("usage: npx tsx scripts/page-weight.ts http://127.0.0.1:3000 / /collections");
    process.exit(2);
  }
  console.log("| page | HTML | gzip | inline payload scripts | payload bytes |");
  console.log("|---|---|---|---|---|");
  for (const page of pages) {
    const w = await pageWeight(base, page);
    console.log(`| ${w.page} | ${kB(w.htmlBytes)} | ${kB(w.gzipBytes)} | ${w.payloadScripts} | ${kB(w.payloadBytes)} |`);
  }
}
