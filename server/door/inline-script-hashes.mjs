// Pages run their inline scripts by hash, not by 'unsafe-inline'. Next writes its bootstrap and
// the page's RSC payload (self.__next_f.push(...)) as inline <script> elements; a policy with
// 'unsafe-inline' would also run any script an injection managed to put in a page. A nonce cannot
// be used: pages are stored whole and served to everyone (Next's route cache, the shared cache).
// So the door holds an HTML answer until Next has written all of it, hashes each inline script
// (SHA-256, as CSP Level 2 hash sources) and sends exactly those in that answer's script-src. The
// shared cache stores the answer with its policy, so a stored page costs nothing more to serve.
//
// The cost is paid on answers Next renders: nothing reaches the browser before the whole page
// (its first byte comes when its last does; docs/decisions/0012). A page over
// MAX_HELD_BYTES, or with more scripts than MAX_HASHES_BYTES of hashes, is sent with
// 'unsafe-inline' (none of the shop's pages is near either).
//
// Only the framework's own scripts are hashed, recognised by their shape (frameworkScript): a
// script of any other shape in a page (an injection through some future raw HTML) gets no hash,
// so the browser refuses to run it. Next's payload scripts are data pushed onto a queue: each must
// parse as JSON data, so nothing can be appended to one. React's streaming runtime ($RC, $RX ...)
// is recognised by its names only: a script made to start like it would be let through, which is
// the one gap left (the shop writes no raw HTML but the JSON-LD data block).
//
// No 'strict-dynamic': it would drop 'self', and Next's chunk <script src> tags are written by
// the parser, not by a trusted script, so they would be blocked.
import { createHash } from "node:crypto";
import { SCRIPTS_LOADER, scriptsAfterFirstScreen } from "./scripts-after-first-screen.mjs";
import { contentSecurityPolicy } from "./security-headers.mjs";

export const MAX_HELD_BYTES = 8 * 1024 * 1024;
/**
 * The most the hashes of one page may take in its header (a few hundred scripts, well above any page's):
 * past it the page is sent with 'unsafe-inline'. deploy/nginx/teerang.conf's proxy_buffer_size
 * holds a head this large (nginx answers 502 for a longer one: tests/unit/nginx-config.test.ts).
 */
export const MAX_HASHES_BYTES = 12 * 1024;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A type that makes a script element a data block (JSON-LD...), which is never run. */
const DATA_BLOCK = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:javascript|ecmascript)|module\b)[^"'\s>]/i;

const FLIGHT_INIT = "(self.__next_f=self.__next_f||[]).push([0])";
/** @type {[string, string]} */
const FLIGHT_PUSH = ["self.__next_f.push(", ")"];
/** @type {[string, string]} */
const CHUNKS_PUSH = ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ");"];
const REACT_RUNTIME = /^(?:requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);|\$R[A-Z]{1,2}[=(])/;

/**
 * The JSON between `prefix` and `suffix` of `body`, or undefined when it is not that shape.
 * @param {string} body
 * @param {[string, string]} shape
 * @returns {unknown}
 */
function jsonBetween(body, [prefix, suffix]) {
  if (!body.startsWith(prefix) || !body.endsWith(suffix)) return undefined;
  try {
    return JSON.parse(body.slice(prefix.length, body.length - suffix.length));
  } catch {
    return undefined;
  }
}

/**
 * Whether an inline script is one the framework writes: Next's payload queue (created, or given
 * `[kind]` / `[kind, "text"]`), the bundler's list of chunks (a JSON object), React's streaming
 * runtime, or the door's own loader of the chunks (scripts-after-first-screen.mjs).
 * @param {string} body
 */
export function frameworkScript(body) {
  if (body === FLIGHT_INIT || body === SCRIPTS_LOADER || REACT_RUNTIME.test(body)) return true;
  const pushed = jsonBetween(body, FLIGHT_PUSH);
  if (Array.isArray(pushed)) {
    return Number.isInteger(pushed[0]) && (pushed.length === 1 || (pushed.length === 2 && (typeof pushed[1] === "string" || pushed[1] === null)));
  }
  const chunks = jsonBetween(body, CHUNKS_PUSH);
  return chunks !== null && typeof chunks === "object" && !Array.isArray(chunks);
}

/**
 * The CSP hash sources of the framework's inline scripts of an HTML page, each once, in order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || body === "" || !frameworkScript(body)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * @typedef {import("node:http").ServerResponse & { flush?: () => void }} ServerResponse the compression layer adds flush
 */

const CSP = "content-security-policy";
/**
 * A file of public/ (its name has an extension; no page's address has one): sent as it is,
 * never held or hashed (holding a large static HTML file slowed how fast it was served: docs/decisions/0002), and
 * its inline scripts, having no hash, do not run.
 */
const STATIC_FILE = /\.[A-Za-z0-9]+$/;

const LENGTH = "content-length";

/**
 * writeHead's headers with the policy in place of any given one, and a given length replaced by
 * `length` (the door may have rewritten the body: scripts-after-first-screen.mjs).
 * @param {any} given
 * @param {string} policy
 * @param {number | undefined} length
 */
function withPolicy(given, policy, length) {
  if (Array.isArray(given)) {
    /** @type {unknown[]} */
    const headers = [];
    for (let i = 0; i + 1 < given.length; i += 2) {
      const name = String(given[i]).toLowerCase();
      if (name === LENGTH && length !== undefined) headers.push(given[i], String(length));
      else if (name !== CSP) headers.push(given[i], given[i + 1]);
    }
    return [...headers, CSP, policy];
  }
  /** @type {Record<string, unknown>} */
  const headers = {};
  for (const name in given) {
    if (name.toLowerCase() === LENGTH && length !== undefined) headers[name] = String(length);
    else if (name.toLowerCase() !== CSP) headers[name] = given[name];
  }
  headers[CSP] = policy;
  return headers;
}

/**
 * @param {ServerResponse} res
 * @param {any} given
 */
function contentTypeOf(res, given) {
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) if (String(given[i]).toLowerCase() === "content-type") return given[i + 1];
  } else if (given) {
    for (const name in given) if (name.toLowerCase() === "content-type") return given[name];
  }
  return res.getHeader("content-type");
}

/**
 * Makes `res` hold an HTML answer to a GET until it ends, then send it with the policy naming its
 * inline scripts. Install after the shared cache's recorder (Next calls this first, and the cache
 * stores the policy with the page).
 * @param {import("node:http").IncomingMessage} req
 * @param {ServerResponse} res
 */
export function hashInlineScripts(req, res) {
  if (req.method !== "GET" || STATIC_FILE.test(new URL(req.url ?? "/", "http://door").pathname)) return;
  const { write, end, flushHeaders } = res;
  const writeHead = res.writeHead;
  /** writeHead as the held arguments call it. */
  const writeHeldHead = /** @type {(...args: unknown[]) => ServerResponse} */ (writeHead);
  const flush = res.flush; // the compression layer's
  /** @type {boolean | undefined} */
  let holding; // decided on the first writeHead, write or end
  /** @type {any[] | undefined} */
  let head; // the held writeHead's arguments
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;

  const decide = (/** @type {any} */ given = undefined) => {
    holding ??= /^text\/html\b/i.test(String(contentTypeOf(res, given) ?? ""));
    return holding;
  };
  /**
   * Stops holding: the status line and headers go out with `policy` (and `length`, when the held
   * body was rewritten), then what was held.
   */
  const release = (/** @type {string} */ policy, /** @type {number | undefined} */ length = undefined) => {
    holding = false;
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
    res.flushHeaders = flushHeaders;
    if (flush) res.flush = flush;
    if (!res.headersSent) {
      res.setHeader(CSP, policy);
      if (length !== undefined && res.hasHeader(LENGTH)) res.setHeader(LENGTH, length);
      if (head) {
        const [statusCode, reason, given] = head;
        if (typeof reason === "string") writeHeldHead.call(res, statusCode, reason, given === undefined ? undefined : withPolicy(given, policy, length));
        else writeHeldHead.call(res, statusCode, reason === undefined ? undefined : withPolicy(reason, policy, length));
      }
    }
  };
  const hold = (/** @type {any} */ chunk, /** @type {any} */ encoding) => {
    if (chunk == null || typeof chunk === "function") return;
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8")) : Buffer.from(chunk);
    chunks.push(buffer);
    size += buffer.length;
  };

  res.writeHead = /** @type {any} */ (
    /** @this {ServerResponse} @param {number} statusCode @param {any} [reason] @param {any} [given] */
    function (statusCode, reason, given) {
      if (!decide(typeof reason === "string" ? given : reason)) return writeHead.apply(this, /** @type {any} */ (arguments));
      head = [...arguments];
      this.statusCode = statusCode;
      return this;
    }
  );
  res.flushHeaders = /** @this {ServerResponse} */ function () {
    if (!decide()) return flushHeaders.call(this);
  };
  if (flush) {
    res.flush = /** @this {ServerResponse} */ function () {
      if (!decide()) return flush.call(this);
    };
  }
  res.write = /** @type {typeof res.write} */ (
    /** @this {ServerResponse} @param {any} chunk @param {any} [encoding] @param {any} [callback] */
    function (chunk, encoding, callback) {
    if (!decide()) return write.apply(this, /** @type {any} */ (arguments));
    hold(chunk, encoding);
    const done = [encoding, callback].find((arg) => typeof arg === "function");
    if (size > MAX_HELD_BYTES) {
      // Too large to hold: sent as it comes, under the policy that lets its scripts run.
      release(contentSecurityPolicy({ unsafeInline: true }));
      const held = Buffer.concat(chunks.splice(0));
      return write.call(this, held, done);
    }
    if (done) process.nextTick(done);
    return true;
  });
  res.end = /** @type {typeof res.end} */ (
    /** @this {ServerResponse} @param {any} [chunk] @param {any} [encoding] @param {any} [callback] */
    function (chunk, encoding, callback) {
    if (!decide()) return end.apply(this, /** @type {any} */ (arguments));
    hold(chunk, encoding);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    const held = Buffer.concat(chunks.splice(0));
    const page = held.toString("utf8");
    const html = scriptsAfterFirstScreen(page);
    const body = html === page ? held : Buffer.from(html, "utf8");
    const scriptHashes = inlineScriptHashes(html);
    const tooMany = scriptHashes.reduce((bytes, hash) => bytes + hash.length + 1, 0) > MAX_HASHES_BYTES;
    release(contentSecurityPolicy(tooMany ? { unsafeInline: true } : { scriptHashes }), body === held ? undefined : body.length);
    const endWith = /** @type {(...args: unknown[]) => ServerResponse} */ (end);
    return done ? endWith.call(this, body, done) : endWith.call(this, body);
  });
}
