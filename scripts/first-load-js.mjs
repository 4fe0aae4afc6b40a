// The first-load JavaScript of a page: the gzip size of every script its HTML loads (Next 16
// no longer prints it at build). Used by the bench; also a command:
//   node scripts/first-load-js.mjs http://127.0.0.1:3000 / /collections
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * @param {string} baseUrl the running shop, e.g. http://127.0.0.1:3000
 * @param {string} page a path on it
 * @returns {Promise<{ page: string; scripts: number; gzipKb: number }>}
 */
export async function firstLoadJs(baseUrl, page) {
  const html = await (await fetch(new URL(page, baseUrl))).text();
  // Scripts marked noModule (legacy polyfills) are never loaded by the browsers that run modules.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
  // The chunks the door starts after the first screen (server/door/scripts-after-first-screen.mjs).
  const listed = /<script type="application\/json" id="first-screen-scripts">([^<]*)<\/script>/.exec(html)?.[1];
  const later = listed ? /** @type {{ src: string }[]} */ (JSON.parse(listed)).map((chunk) => chunk.src) : [];
  const sources = [...new Set([...tags.map((m) => /** @type {string} */ (m[1])), ...later])];
  let gzip = 0;
  for (const src of sources) {
    const file = path.join(".next", decodeURIComponent(new URL(src, baseUrl).pathname.replace(/^\/_next\//, "")));
    const body = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { page, scripts: sources.length, gzipKb: Math.round(gzip / 102.4) / 10 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base, ...pages] = process.argv.slice(2);
  if (!base || pages.length === 0) {
    console.error("usage: node scripts/first-load-js.mjs http://127.0.0.1:3000 / /collections");
    process.exit(2);
  }
  for (const page of pages) {
    const { scripts, gzipKb } = await firstLoadJs(base, page);
    console.log(`${page.padEnd(24)} ${String(scripts).padStart(3)} scripts  ${gzipKb} kB gzip`);
  }
}
