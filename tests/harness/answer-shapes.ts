import { z } from "zod";
import { errorAnswer } from "@/lib/api-answers/common";
import { ANSWER_SCHEMAS } from "./answer-schemas";
import { listRouteFiles } from "./route-files";
import { HTTP_METHODS } from "./route-types";

/**
 * Checks an answer against its route's schema (./answer-schemas.ts), so a change of what the
 * API answers fails the test that received it. The call helpers of the API tests run it on
 * every answer they read: tests/harness/call-route.ts, and tests/api/*-support.ts.
 */

export type Received = {
  status: number;
  contentType: string | null;
  /** The body; for an event stream read only up to its first event, that event's data. */
  text: string;
  firstEventOnly?: boolean;
};

function jsonOf(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function shapeProblems(schema: z.ZodType, text: string, what: string): string[] {
  const json = jsonOf(text);
  if (!json.ok) return [`${what} is not JSON`];
  const checked = schema.safeParse(json.value);
  return checked.success ? [] : [`${what} is not in its schema:\n${z.prettifyError(checked.error)}`];
}

/** What is wrong with an answer of the route "METHOD /api/path"; empty when it is in shape. */
export function answerShapeProblems(key: string, answer: Received): string[] {
  const spec = ANSWER_SCHEMAS[key];
  if (!spec) return [`${key} has no answer schema in tests/harness/answer-schemas.ts`];
  const { status, text } = answer;
  if (status >= 400) {
    const schema = ("errors" in spec && spec.errors?.[status]) || errorAnswer;
    return shapeProblems(schema, text, `the ${status}`);
  }
  if (status >= 300 && status < 400) {
    if (spec.success !== "redirect") return [`a ${status} from a route that does not redirect`];
    return text === "" ? [] : [`the ${status} redirect has a body`];
  }
  if (status < 200 || status >= 300) return [];
  switch (spec.success) {
    case "none":
      return [`a ${status} where nothing succeeds`];
    case "no content":
      return status === 204 && text === "" ? [] : [`a ${status}${text === "" ? "" : " with a body"} where a 204 with no body was due`];
    case "redirect":
      return [`a ${status} where a 303 redirect was due`];
    case "event-stream":
      if (answer.firstEventOnly) return shapeProblems(spec.firstEvent, text, "the stream's first event");
      return (answer.contentType ?? "").startsWith("text/event-stream") ? [] : [`a ${status} that is no event stream`];
    case "pdf":
      if (answer.contentType !== "application/pdf") return [`a ${status} answered as "${answer.contentType}", not a PDF`];
      return answer.text.startsWith("%PDF-") ? [] : [`the ${status} is no PDF document`];
    default:
      if (!(answer.contentType ?? "").startsWith("application/json")) return [`a ${status} answered as "${answer.contentType}", not JSON`];
      return shapeProblems(spec.success, text, `the ${status}`);
  }
}

const ROUTE_FILES = listRouteFiles();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "/api/gift-get/{id}" -> a pattern for the addresses it answers ("{...path}" takes the rest). */
function addressPattern(template: string): RegExp {
  const segments = template.split("/").map((segment) => (segment.startsWith("{...") ? ".+" : segment.startsWith("{") ? "[^/]+" : escaped(segment)));
  return new RegExp(`^${segments.join("/")}$`);
}

type Handler = unknown;
const moduleOf = (file: string) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>;

/**
 * The route a handler is, as "METHOD /api/path": among the route files that answer the address
 * first (the catch-all last), else any route file exporting it. Tests call handlers they
 * imported, sometimes at an address of their own making, so the handler decides, not the address.
 */
export async function routeKeyOfHandler(handler: Handler, method: string, url: string): Promise<string | null> {
  const pathname = new URL(url).pathname;
  const answering = ROUTE_FILES.filter((route) => addressPattern(route.path).test(pathname)).sort((a, b) => Number(a.catchAll) - Number(b.catchAll));
  for (const route of answering) {
    if ((await moduleOf(route.file))[method] === handler) return `${method} ${route.path}`;
  }
  for (const route of ROUTE_FILES) {
    const routeModule = await moduleOf(route.file);
    const exported = HTTP_METHODS.find((name) => routeModule[name] === handler);
    if (exported) return `${exported} ${route.path}`;
  }
  return null;
}

/** Throws, naming the call, when the answer is not in its route's shape. */
export function assertAnswerShape(key: string, answer: Received): void {
  const problems = answerShapeProblems(key, answer);
  if (problems.length > 0) throw new Error(`${key} answered out of its schema: ${problems.join("; ")}\n${answer.text.slice(0, 500)}`);
}

/** As assertAnswerShape, for a handler called directly at `url`. */
export async function assertHandlerAnswerShape(handler: Handler, method: string, url: string, answer: Received): Promise<void> {
  const key = await routeKeyOfHandler(handler, method, url);
  if (!key) throw new Error(`${method} ${url}: the handler called is no route file's export, so its answer has no schema`);
  assertAnswerShape(key, answer);
}
