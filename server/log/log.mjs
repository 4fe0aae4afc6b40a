// The shop's log: one JSON object per line on stdout (pino), for a log collector to read. Every
// line written while a request is being answered carries that request's id (server/log/request-id.mjs),
// so an operator can find every line of one shopper's failed checkout across the door, Next and
// the database code. An error is logged with its stack under `err`; answers never carry one.
//
// LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. Tests run silent unless
// they set it. One logger per process: server/index.mjs and the app's bundles share it through
// globalThis (they load this module separately).
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino from "pino";

const CONTEXT = Symbol.for("teerang.requestContext");
/** Longest a log line waits in the batch before it is written. */
const FLUSH_EVERY_MS = 200;
const LOGGER = Symbol.for("teerang.log");
/** What this module keeps on globalThis, one for the process. */
const processWide = /** @type {{ [CONTEXT]?: AsyncLocalStorage<{ requestId: string }>, [LOGGER]?: import("pino").Logger }} */ (globalThis);

/** The request being answered, for the log lines written on its behalf. */
export const requestContext = (processWide[CONTEXT] ??= new AsyncLocalStorage());

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * A logger in the shop's format, writing to `destination` (default stdout).
 * @param {{ level?: string, destination?: import("pino").DestinationStream }} [options]
 * @returns {import("pino").Logger}
 */
export function createLog({ level = process.env.LOG_LEVEL || (process.env.VITEST ? "silent" : "info"), destination } = {}) {
  const options = {
    // An unknown level would make pino throw here, before the configuration check
    // (lib/config.ts) can say what is wrong: log at info until that check stops the server.
    level: LOG_LEVELS.includes(level) ? level : "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"error" rather than 50: readable without pino's table.
    formatters: { level: (/** @type {string} */ label) => ({ level: label }) },
    mixin() {
      const context = requestContext.getStore();
      return context ? { requestId: context.requestId } : {};
    },
  };
  if (destination) return pino(options, destination);
  // stdout written in batches of 4 kB, not a write per line: a line per request at thousands of
  // requests a second, written one by one, cost the shared cache much of its throughput.
  // A quiet server's lines still go out within FLUSH_EVERY_MS, and pino writes what is left when
  // the process exits.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), FLUSH_EVERY_MS).unref();
  return pino(options, stdout);
}

/** @type {import("pino").Logger} */
export const log = (processWide[LOGGER] ??= createLog());

/**
 * Sends what Next and the libraries print with console.* to the log, so every line on stdout is
 * JSON with its request id. An Error among the arguments becomes `err` (with its stack).
 */
export function routeConsoleToLog() {
  /** @type {[method: "debug" | "log" | "info" | "warn" | "error", level: "debug" | "info" | "warn" | "error"][]} */
  const levels = [["debug", "debug"], ["log", "info"], ["info", "info"], ["warn", "warn"], ["error", "error"]];
  for (const [method, level] of levels) {
    console[method] = (/** @type {unknown[]} */ ...args) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = err ? args.filter((arg) => arg !== err) : args;
      const message = rest.length ? format(...rest) : err?.message;
      if (err) log[level]({ err }, message);
      else log[level](message);
    };
  }
}
