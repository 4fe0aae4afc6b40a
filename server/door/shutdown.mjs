// How a server stops (SIGTERM from a deploy, an orchestrator or Ctrl-C): it takes no new
// connections, lets every request in flight finish (a checkout inside its transaction commits
// or rolls back whole; it is never cut off halfway), then the app's own shutdown steps run
// (its jobs stop and the database closes: for the embedded database, its files are left
// whole and its lock released) and the process exits. All within STOP_WITHIN_MS, the grace an
// orchestrator gives before it kills (Kubernetes: 30 s; ours is shorter so a deploy is quick):
// a request still running then is given up, and the process exits 1.

import { log as shopLog } from "../log/log.mjs";

/** How long a stop may take, from the signal to the exit. */
export const STOP_WITHIN_MS = 10_000;
/** How often connections that have fallen idle since the stop began are closed. */
const IDLE_CHECK_MS = 50;

const HOOKS = Symbol.for("teerang.shutdownHooks");
const STOPPING = Symbol.for("teerang.stopping");
/** What this module keeps on globalThis: the server and the app's bundles load it separately. */
const processWide = /** @type {{ [HOOKS]?: (() => void | Promise<void>)[], [STOPPING]?: boolean }} */ (globalThis);

/** Whether this server has begun to stop: its readiness check then fails, so no balancer sends more. */
export function isStopping() {
  return processWide[STOPPING] === true;
}

/**
 * The app says what it must do before the process exits (run last-registered first).
 * @param {() => void | Promise<void>} hook
 */
export function onShutdown(hook) {
  (processWide[HOOKS] ??= []).push(hook);
}

/** Runs every shutdown step, newest first; a failing one is logged and the rest still run. */
export async function runShutdownHooks() {
  const hooks = [...(processWide[HOOKS] ?? [])].reverse();
  processWide[HOOKS] = [];
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      shopLog.error({ err: error }, "A shutdown step failed");
    }
  }
}

/**
 * Stops `server` gracefully; resolves with the exit code (0: every request finished, 1: the
 * time ran out). Kept-alive connections are closed as soon as they fall idle, so a client with
 * an open connection cannot hold the stop up.
 *
 * @param {import("node:http").Server} server
 * @param {{ withinMs?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<number>}
 */
export function stopGracefully(server, { withinMs = STOP_WITHIN_MS, log = (line) => shopLog.warn(line) } = {}) {
  processWide[STOPPING] = true;
  return new Promise((resolve) => {
    let done = false;
    const finish = async (/** @type {number} */ code) => {
      if (done) return;
      done = true;
      clearInterval(idle);
      clearTimeout(deadline);
      await runShutdownHooks();
      resolve(code);
    };
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
    const deadline = setTimeout(() => {
      log(`Requests still running after ${withinMs / 1000} s: giving them up.`);
      server.closeAllConnections();
      void finish(1);
    }, withinMs);
    server.close(() => void finish(0));
    server.closeIdleConnections();
  });
}
