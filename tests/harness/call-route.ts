import { settleAfterResponse } from "@/lib/after-response";
import { assertAnswerShape } from "./answer-shapes";
import { routeKey, type ApiRoute, type RouteHandler } from "./route-types";

/**
 * Calls a route handler the way Next does: a Request for the full URL, and a context whose
 * `params` promise holds the path params already %-decoded (so a NUL or a lone surrogate
 * arrives as itself). Every request looks like a same-origin browser's (Origin and
 * Sec-Fetch-Site of the shop itself), so the cross-site check is never what answers, and
 * carries a source address the way production's server adds one.
 */

export const ORIGIN = "http://shop.test";

const ANSWER_WITHIN_MS = 10_000;

/** A request body as bytes on the wire, with the content type it is sent under. */
export type WireBody = { text: string; contentType: string | null } | { form: FormData } | { bytes: Uint8Array<ArrayBuffer>; contentType: string | null };

export type Call = {
  params?: Record<string, string | string[]>;
  /** Pairs, so a parameter may repeat. */
  query?: [string, string][];
  headers?: Record<string, string>;
  body?: WireBody;
  /** The client's address for x-forwarded-for (documentation ranges only). */
  forwardedFor?: string;
};

export type Reply = { status: number; headers: Headers; text: string };

/**
 * %-encodes one path segment as a browser would put raw bytes in a URL. encodeURIComponent
 * throws on a lone surrogate, so those are written as the bytes WTF-8 gives them (%ED%A0%80),
 * which is what arrives when a client sends one.
 */
export function encodeSegment(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const next = value.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

/** The URL path of a route with its params filled in ("{...path}" takes a list). */
export function fillPath(template: string, params: Record<string, string | string[]> = {}): string {
  return template.replace(/\{(\.\.\.)?([^}?]+)\??\}/g, (_, spread: string | undefined, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for the path param ${name}`);
    const parts = Array.isArray(value) ? value : [value];
    return (spread ? parts : parts.slice(0, 1)).map(encodeSegment).join("/");
  });
}

export async function callRoute(route: ApiRoute, call: Call = {}): Promise<Reply> {
  const url = new URL(`${ORIGIN}${fillPath(route.path, call.params)}`);
  for (const [name, value] of call.query ?? []) url.searchParams.append(name, value);

  const headers = new Headers({
    origin: ORIGIN,
    "sec-fetch-site": "same-origin",
    "x-shop-peer-address": "127.0.0.1",
    "x-forwarded-for": call.forwardedFor ?? "192.0.2.10",
  });
  let body: BodyInit | undefined;
  if (call.body && "form" in call.body) {
    body = call.body.form; // fetch writes the multipart boundary into the content type itself
  } else if (call.body && "bytes" in call.body) {
    body = call.body.bytes;
    if (call.body.contentType) headers.set("content-type", call.body.contentType);
  } else if (call.body) {
    // As bytes when no type is named: a string body would be given text/plain by Request itself.
    body = call.body.contentType ? call.body.text : new TextEncoder().encode(call.body.text);
    if (call.body.contentType) headers.set("content-type", call.body.contentType);
  }
  for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);

  const routeModule = await route.load();
  const handler = routeModule[route.method] as RouteHandler | undefined;
  if (!handler) throw new Error(`${route.method} ${route.path}: the module exports no ${route.method}`);
  const answer = (async () => {
    const response = await handler(new Request(url, { method: route.method, headers, body }), {
      params: Promise.resolve(call.params ?? {}),
    });
    const stream = isEventStream(response);
    return { response, stream, text: stream ? await firstEventData(response) : await response.text() };
  })();
  // A handler that never finishes (or streams forever) fails its request instead of the whole run.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no complete answer within ${ANSWER_WITHIN_MS / 1000} s`)), ANSWER_WITHIN_MS);
  });
  const { response, stream, text } = await Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
  // Work the handler left for after its answer (a mail, a stored code) runs now, as it would a
  // moment later on a server, so whatever it stores is seen before the tables are compared.
  await settleAfterResponse();
  // Every answer is in its route's schema (tests/harness/answer-schemas.ts), refusals included.
  assertAnswerShape(routeKey(route), { status: response.status, contentType: response.headers.get("content-type"), text, firstEventOnly: stream });
  return { status: response.status, headers: response.headers, text };
}

const isEventStream = (response: Response) => response.ok && (response.headers.get("content-type") ?? "").startsWith("text/event-stream");

/**
 * An event stream (the chat's, GET /api/chat/customer/stream) never ends by itself, so waiting
 * for its whole body would hang every call. The harness reads up to its first event, hangs up
 * (as a browser leaving the page does, which is what ends the stream on the server), and takes
 * that event's data (JSON) as the answer: the matrix checks whose conversations it names, the
 * fuzz that it is no 5xx and stores nothing.
 */
async function firstEventData(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return buffer;
      buffer += decoder.decode(value, { stream: true });
      for (const block of buffer.split("\n\n").slice(0, -1)) {
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: /m.test(block) && data !== undefined) return data;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** A JSON body as a client would send it. */
export const jsonBody = (value: unknown): WireBody => ({ text: JSON.stringify(value), contentType: "application/json" });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A multipart form as a browser sends one: Blobs as files (named, so the route reads them as
 * files), lists as repeated fields, anything else as its text (JSON for objects).
 */
export function formBody(value: Record<string, unknown>): WireBody {
  const form = new FormData();
  const append = (key: string, item: unknown) => {
    if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : "picture.png");
    else form.append(key, typeof item === "string" ? item : JSON.stringify(item));
  };
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item) && item.some((entry) => entry instanceof Blob)) item.forEach((entry) => append(key, entry));
    else append(key, item);
  }
  return { form };
}

/** An example's body as its route takes it: a form for a multipart-only route, else JSON. */
export const exampleBody = (route: { encoding?: string }, value: Record<string, unknown>): WireBody =>
  route.encoding === "multipart" ? formBody(value) : jsonBody(value);
