import type { Reply } from "./call-route";
import { PROJECT_ROOT } from "./route-files";

/**
 * What every answer of the API must be, whatever was asked (docs/API.md "Conventions",
 * docs/ARCHITECTURE.md "Input at the door and in the app"): never a 5xx; a 4xx is JSON `{ error: "..." }`; nothing leaks a password hash or a
 * stack trace. Returns the problems found, so a caller can name the request in one message.
 */

const BCRYPT_HASH = /\$2[aby]?\$\d\d\$/;
const HASH_FIELD = /password_?hash/i;
// "    at handler (/work/app/api/x/route.ts:12:5)" or "at async Promise.all (index 0)"
const STACK_FRAME = /^\s*at\s+(?:async\s+)?\S.*(?:\(.*:\d+:\d+\)|:\d+:\d+|\(index \d+\))\s*$/m;

/** Every string inside a JSON value: a stack trace in a JSON string has its line breaks escaped. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
  return [];
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function answerProblems(reply: Reply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`status ${reply.status}`);
  if (reply.status >= 400) {
    const type = reply.headers.get("content-type") ?? "";
    if (!type.startsWith("application/json")) problems.push(`a ${reply.status} answered as "${type}", not JSON`);
    try {
      const body = JSON.parse(reply.text) as unknown;
      const error = (body as { error?: unknown } | null)?.error;
      if (typeof error !== "string" || error.trim() === "") problems.push(`a ${reply.status} without a string "error"`);
    } catch {
      problems.push(`a ${reply.status} whose body is not JSON`);
    }
  }
  const everything = [reply.text, ...stringsIn(parsed(reply.text)), ...[...reply.headers].map(([name, value]) => `${name}: ${value}`)].join("\n");
  if (BCRYPT_HASH.test(everything) || HASH_FIELD.test(everything)) problems.push("the answer carries a password hash");
  if (STACK_FRAME.test(everything) || everything.includes(PROJECT_ROOT) || everything.includes("node_modules/")) {
    problems.push("the answer carries a stack trace or a server path");
  }
  return problems;
}

/** Control characters and lone surrogates written as \uXXXX, so a failure message prints cleanly. */
export const printable = (text: string) =>
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The first 300 characters of an answer, printable, for a failure message. */
export const excerpt = (text: string) => printable(text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);
