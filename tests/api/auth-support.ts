import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Pool } from "pg";
import { expect } from "vitest";
import { POST as registerHandler } from "@/app/api/customer/customer-register/route";
import { settleAfterResponse } from "@/lib/after-response";
import { setClock } from "@/lib/clock";
import { getDatabaseHandle, setDatabaseHandle, type Database } from "@/lib/db";
import * as schema from "@/models";
import { assertHandlerAnswerShape } from "../harness/answer-shapes";
import { outboxMailsTo, otpOf } from "../harness/outbox";
import { registerWithCode, type RegistrationDetails } from "../harness/registration";

/**
 * Shared by the account API tests: calling route handlers as Next would, the session cookie,
 * a movable clock, and the mail outbox. Every answer read through `send` is checked to carry no
 * password hash and no password a test has used, and to be in its route's schema.
 */

export const ORIGIN = "http://shop.test";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (request: Request, context: any) => Promise<Response>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; headers: Headers; body: any; setCookie: string | null; setCookies: string[] };

const passwordsUsed = new Set<string>();

/** Fails the test when an answer carries a bcrypt hash, a hash field, or a password. */
export function expectNoSecrets(text: string): void {
  expect(text).not.toMatch(/\$2[aby]?\$\d\d\$/);
  expect(text).not.toMatch(/password_?hash/i);
  for (const password of passwordsUsed) expect(text).not.toContain(password);
}

export function remember(password: string): string {
  passwordsUsed.add(password);
  return password;
}

let clientsGiven = 0;

/**
 * A client address no other request of this test file has used, from the ranges kept for
 * documentation (RFC 5737: 198.51.100.0/24, 203.0.113.0/24; RFC 3849: 2001:db8::/32), IPv4 and
 * IPv6 in turn; each IPv6 one in its own /64, since limits count an IPv6 client by its /64.
 * Counted, not drawn at random: two shoppers sharing an address by chance would share limits.
 */
export function freshClient(): string {
  const n = clientsGiven++;
  const index = Math.floor(n / 3);
  if (n % 3 === 0 && index < 254) return `198.51.100.${index + 1}`;
  if (n % 3 === 1 && index < 254) return `203.0.113.${index + 1}`;
  return `2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::${((n * 7919) % 0xfffe + 1).toString(16)}`;
}

/**
 * The headers of a request from `client` as production delivers it: the front door (server/index.mjs)
 * names the socket's peer, here a proxy on the same machine (the test run has
 * TRUST_PROXY=loopback, tests/setup/env.ts), which names the client in X-Forwarded-For.
 */
export function fromClient(client: string): Record<string, string> {
  return { "x-shop-peer-address": "127.0.0.1", "x-forwarded-for": client };
}

/**
 * Calls a route handler as Next would. A request without its own `x-shop-peer-address` comes
 * from a fresh freshClient(): tests that count on one client (limits) name it with fromClient().
 */
export async function send(
  handler: Handler,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; url?: string } = {},
): Promise<Answer> {
  const headers = new Headers(options.headers);
  if (!headers.has("x-shop-peer-address")) for (const [name, value] of Object.entries(fromClient(freshClient()))) headers.set(name, value);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const url = options.url ?? `${ORIGIN}/api${path}`;
  const response = await handler(new Request(url, { method, headers, body }), {});
  const text = await response.text();
  // What the handler left for after its response (a mail) has run, as it would a moment later on a server.
  await settleAfterResponse();
  expectNoSecrets(text);
  await assertHandlerAnswerShape(handler, method, url, { status: response.status, contentType: response.headers.get("content-type"), text });
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null, setCookie: response.headers.get("set-cookie"), setCookies: response.headers.getSetCookie() };
}

export const post = (handler: Handler, path: string, body: unknown, headers?: Record<string, string>) =>
  send(handler, "POST", path, { body, headers });

export const get = (handler: Handler, path: string, headers?: Record<string, string>) => send(handler, "GET", path, { headers });

/** The token a Set-Cookie header gives `customerToken` ("" when it clears it), or null. */
export function cookieToken(setCookie: string | null): string | null {
  const match = setCookie?.match(/(?:^|,\s*)customerToken=([^;]*)/);
  return match ? match[1]! : null;
}

export const withCookie = (token: string) => ({ cookie: `theme=dark; customerToken=${token}` });
export const withBearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.in`;
}

export type TestCustomer = { name: string; email: string; phone: string; password: string; token: string };

/** Registers `details` from `client` in both steps (tests/harness/registration.ts): the second answer. */
export function registerFrom(client: string, details: RegistrationDetails, headers: Record<string, string> = {}): Promise<Answer> {
  return registerWithCode((body) => post(registerHandler, "/customer/customer-register", body, { ...fromClient(client), ...headers }), details);
}

/**
 * Registers a new shopper through the API and returns the details and session token. Each
 * comes from its own address (`client`, by default a fresh one), as separate shoppers would.
 */
export async function newCustomer(
  tag = "shopper",
  overrides: Partial<Omit<TestCustomer, "token">> = {},
  client = freshClient(),
): Promise<TestCustomer> {
  const details = {
    name: "Priya Sharma",
    email: uniqueEmail(tag),
    phone: "9876543210",
    password: remember(`Pass-${randomUUID().slice(0, 8)}`),
    ...overrides,
  };
  const answer = await registerFrom(client, details);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...details, email: details.email.toLowerCase(), token: answer.body.token };
}

/** A clock the test moves by hand (seconds from its start); call `restore` in afterEach. */
export function manualClock(start = Date.now()) {
  let at = start;
  setClock(() => at);
  return {
    advance(seconds: number) {
      at += seconds * 1000;
    },
    get now() {
      return at;
    },
  };
}

export const restoreClock = () => setClock(null);

export { decodeQuotedPrintable, otpOf, outboxMailsTo } from "../harness/outbox";

/** The password reset mails to `email` (a registration's mail is in the outbox too), oldest first. */
export function resetMailsTo(email: string, dataDir?: string): string[] {
  return outboxMailsTo(email, dataDir).filter((mail) => /^Subject: Your .* password reset code/m.test(mail));
}

/** The code of the latest reset mail sent to `email`. */
export function latestOtpFor(email: string): string {
  const mails = outboxMailsTo(email);
  if (mails.length === 0) throw new Error(`no mail to ${email} in the outbox`);
  return otpOf(mails[mails.length - 1]!);
}

/**
 * The SQL statements the app sends while `work` runs, in order, as text (the values are
 * parameters, left out): two answers that must not tell cases apart should do the same
 * database work, and this shows it without timing anything. The app's database is swapped
 * for the same connection with a logging Drizzle client, then put back.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const handle = await getDatabaseHandle();
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const recording =
    handle.kind === "pglite" ? drizzlePglite(client as PGlite, { schema, logger }) : drizzlePg(client as Pool, { schema, logger });
  setDatabaseHandle({ ...handle, db: recording as unknown as Database });
  try {
    await work();
  } finally {
    setDatabaseHandle(handle);
  }
  return statements;
}
