// Serves the production build for the end-to-end tests on a fresh, temporary DATA_DIR with the
// embedded database, and removes that folder when stopped.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server/door/node-flags.mjs";

const port = process.argv[2] ?? "3199";
// The folder playwright.config.ts made (journeys read it), else one of our own.
const dataDir = process.argv[3] ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/index.mjs", "-p", port, "-H", "127.0.0.1"], {
  stdio: "inherit",
  // TRUST_PROXY=loopback: the journeys give each new account its own X-Forwarded-For address, as
  // shoppers behind a proxy have, so the per-address sign-up limit does not end the run.
  // SHED_MAX_DELAY_MS: the browsers share the machine's cores with this server, so its
  // event-loop delay measures the machine, not the shop; shedding is tested in the unit tests.
  // LOG_LEVEL warn unless set: an access line per request would bury the test report.
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", TRUST_PROXY: "loopback", SHED_MAX_DELAY_MS: "3000", LOG_LEVEL: process.env.LOG_LEVEL || "warn" },
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
