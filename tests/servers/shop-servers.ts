import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { SERVER_NODE_FLAGS } from "@/server/door/node-flags.mjs";

/**
 * Production servers of one shop for the several-servers tests: a fresh PostgreSQL database
 * (migrated and seeded by the shop's own scripts), and `node server/index.mjs` processes on it, each
 * with its own DATA_DIR and one UPLOADS_DIR they share, as docs/DEPLOY.md sets them up.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A PostgreSQL server URL and a production build: what these tests need (`.ci/run` has both). */
export function serversCanRun(): { url: string } | { skip: string } {
  const url = process.env.DATABASE_URL;
  if (!url) return { skip: "needs a PostgreSQL server (DATABASE_URL), as in .ci/run" };
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) return { skip: "needs a production build (npm test builds one before .ci/run's PostgreSQL step)" };
  return { url };
}

export type ShopDatabase = { url: string; uploadsDir: string; drop: () => Promise<void> };

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the server of `serverUrl`, migrated and seeded, with its pictures drawn. */
export async function createShopDatabase(serverUrl: string, name: string): Promise<ShopDatabase> {
  const database = `${name}_${process.pid}`;
  await admin(serverUrl, `drop database if exists ${database} with (force)`);
  await admin(serverUrl, `create database ${database}`);
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${database}`;
  const url = parsed.toString();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-shared-uploads-"));
  const env = { ...process.env, DATABASE_URL: url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shop-seed-")), UPLOADS_DIR: uploadsDir };
  for (const script of ["scripts/migrate.ts", "scripts/seed.ts"]) {
    const run = spawnSync("npx", ["tsx", "--import", "./scripts/server-context.mjs", script], { cwd: ROOT, env, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`${script} failed: ${run.stdout}${run.stderr}`);
  }
  return {
    url,
    uploadsDir,
    drop: async () => {
      await admin(serverUrl, `drop database if exists ${database} with (force)`);
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type ShopServer = {
  base: string;
  /** The server process's id (its process group's too). */
  pid: () => number;
  /** Resolves with the exit code when the process ends. */
  exited: () => Promise<number | null>;
  log: () => string;
  /** Its own DATA_DIR (the mail outbox is there when SMTP_URL is unset). */
  dataDir: string;
  stop: () => Promise<void>;
};

/** `node server/index.mjs` on `port` against the database, in its own process group (killed whole). */
export async function startShopServer(database: ShopDatabase, port: number, env: Record<string, string> = {}): Promise<ShopServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-server-${port}-`));
  let output = "";
  const child: ChildProcess = spawn("node", [...SERVER_NODE_FLAGS, "server/index.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      UPLOADS_DIR: database.uploadsDir,
      JWT_SECRET: "several-servers-test-secret-0123456789abcdef",
      TRUST_PROXY: "loopback",
      // The test runner's environment says VITEST, which makes the log silent: the servers'
      // logs are read by the tests.
      LOG_LEVEL: "info",
      ...env,
    },
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, "SIGTERM");
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} stopped: ${output}`);
    const answer = await fetch(`${base}/api/health`).catch(() => null);
    if (answer?.ok) return { base, pid: () => child.pid!, exited: () => exit, log: () => output, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the server on ${port} did not answer within 60 s: ${output}`);
}
