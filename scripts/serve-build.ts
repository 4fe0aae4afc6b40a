// Serves the production build (building it first when there is none) on a fresh, temporary
// DATA_DIR with the embedded database, for the bench and Lighthouse. The server runs in its own
// process group and is stopped, and the folder removed, when this process exits.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server/door/node-flags.mjs";

/** Builds the shop when there is no production build: `npm run build`, the build step shoppers get (compile hints included). */
export function ensureProductionBuild(): void {
  if (fs.existsSync(".next/BUILD_ID")) return;
  console.log("No production build: running `npm run build` first.");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

export async function serveBuild(port: number): Promise<string> {
  ensureProductionBuild();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-serve-"));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/index.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true, // its own process group, so next-server goes down with it
  });
  process.on("exit", () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  process.on("SIGINT", () => process.exit(130));

  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the server did not start within 180 s");
}

/** A real product page of the seeded shop (the newest product). */
export async function aProductPath(base: string): Promise<string> {
  const body = (await (await fetch(`${base}/api/home/get-products`)).json()) as { products: { slug: string }[] };
  const slug = body.products[0]?.slug;
  if (!slug) throw new Error("the catalogue has no products");
  return `/product/details/${slug}`;
}

/** A real category page of the seeded shop (the first category that has products). */
export async function aCategoryPath(base: string): Promise<string> {
  const body = (await (await fetch(`${base}/api/home/menu-categorys`)).json()) as { categorys: { slug: string }[] };
  const slug = body.categorys[0]?.slug;
  if (!slug) throw new Error("the catalogue has no category with products");
  return `/category-data/${slug}`;
}

/**
 * Requests `path` until a cache answers it (Next's route cache, x-nextjs-cache: HIT, or the shared
 * cache in front of it, x-shared-cache: HIT), for at most ~10 s: catalogue pages are stored after
 * their first visit, and a shopper after the first gets the stored page, so that is the page to
 * measure. A page that is never stored is left as it is.
 */
export async function warmUntilCached(base: string, path: string): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    if (response.headers.get("x-shared-cache") === "HIT" || response.headers.get("x-nextjs-cache") === "HIT") return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
