import fc from "fast-check";
import type { ApiRoute, Example, FieldSpec } from "../harness/route-types";
import { BAD_CREDENTIALS, type CredentialName } from "./bad-credentials";
import { EXTRA_FIELDS, INSERTS, JSON_VALUES, spliced, TEXT_VALUES, type InsertName, type JsonValueName, type TextValueName } from "./bad-values";
import { wrongInBody, wrongInForm, wrongInQuery } from "./kinds";

/**
 * What the fuzz suite does to a route's valid example: mutations, as plain data (so fast-check
 * prints and shrinks them), each with its verdict:
 * - "refuse": the input is certainly wrong, only a 4xx is right and nothing may be stored;
 * - "unsupported": a body not declared as JSON on a JSON route: 415 (any 4xx when another
 *   mutation is wrong too, since the checks may meet either first);
 * - "unauthorised": the credentials are bad on a route that needs a session: 401;
 * - "either": the input may be acceptable (an extra field, odd but valid text); no 5xx, and
 *   a write only if the route writes and the call succeeded.
 */

export type Verdict = "refuse" | "unsupported" | "unauthorised" | "either";

export type FieldChange =
  | { op: "drop" }
  | { op: "json"; value: JsonValueName }
  | { op: "text"; value: TextValueName }
  | { op: "insert"; insert: InsertName }
  | { op: "random"; value: unknown };

export const WHOLE_BODIES = {
  "JSON list": "[]",
  "JSON null": "null",
  "JSON number": "42",
  "JSON text": '"text"',
  "JSON true": "true",
  "empty object": "{}",
} as const;

/** How the body travels; the verdicts are in ENCODING_VERDICTS. */
export const ENCODINGS = [
  "malformed JSON: cut short",
  "malformed JSON: single quotes",
  "malformed JSON: trailing comma",
  "malformed JSON: NaN literal",
  "empty body",
  "JSON nested 5,000 deep",
  "1 MB of JSON",
  "JSON sent as multipart/form-data",
  "JSON sent as application/x-www-form-urlencoded",
  "JSON sent as text/plain",
  "JSON with no content type",
  "JSON with a byte-order mark",
  "JSON with the first key twice (bad value first)",
] as const;

export type EncodingName = (typeof ENCODINGS)[number];

/**
 * A JSON route takes only a body declared as JSON (lib/http.ts readJsonBody): JSON under
 * text/plain or with no type at all is a 415, the answer a form or a simple cross-site fetch
 * gets. A byte-order mark is not JSON (a 400); a repeated key may be accepted.
 */
const ENCODING_VERDICTS: Record<EncodingName, Verdict> = {
  "malformed JSON: cut short": "refuse",
  "malformed JSON: single quotes": "refuse",
  "malformed JSON: trailing comma": "refuse",
  "malformed JSON: NaN literal": "refuse",
  "empty body": "refuse",
  "JSON nested 5,000 deep": "refuse",
  "1 MB of JSON": "refuse",
  "JSON sent as multipart/form-data": "unsupported",
  "JSON sent as application/x-www-form-urlencoded": "unsupported",
  "JSON sent as text/plain": "unsupported",
  "JSON with no content type": "unsupported",
  "JSON with a byte-order mark": "refuse",
  "JSON with the first key twice (bad value first)": "either",
};

/**
 * How a multipart body (an upload route, lib/uploads) travels or what its files hold. Not a
 * multipart body at all is a 415; a broken one, or a file that is not a picture, a 4xx; a
 * picture with something appended or a hostile file name may be accepted (the picture is
 * re-encoded and stored under a name of the shop's own).
 */
export const MULTIPART_ENCODINGS = {
  "form sent as JSON": "unsupported",
  "form sent as application/x-www-form-urlencoded": "unsupported",
  "form sent as text/plain": "unsupported",
  "empty multipart body": "refuse",
  "multipart cut short": "refuse",
  "multipart without its boundary": "refuse",
  "every picture an HTML file named x.png": "refuse",
  "every picture an SVG with a script": "refuse",
  "every picture a 6 MB file": "refuse",
  "every picture an empty file": "refuse",
  "11 pictures": "refuse",
  "every picture a PNG with a script appended": "either",
  "every picture named ../../etc/passwd": "either",
} as const satisfies Record<string, Verdict>;

export type MultipartEncodingName = keyof typeof MULTIPART_ENCODINGS;

/** Query parameter names no route reads. */
const EXTRA_QUERY: [string, TextValueName][] = [
  ["utm_source", "SQL injection"],
  ["__proto__", "script tag"],
  ["constructor", "template expression"],
  ["", "path traversal"],
];

type Tagged = { slot: string; label: string; verdict: Verdict };

export type Mutation = Tagged &
  (
    | { kind: "field"; at: "body" | "query" | "params"; name: string; change: FieldChange }
    | { kind: "extra-field"; name: string }
    | { kind: "extra-query"; name: string; value: TextValueName }
    | { kind: "repeat-query"; name: string; value: TextValueName; first: "valid" | "bad" }
    | { kind: "whole-body"; body: keyof typeof WHOLE_BODIES }
    | { kind: "encoding"; how: EncodingName }
    | { kind: "multipart-encoding"; how: MultipartEncodingName }
    | { kind: "credentials"; credentials: CredentialName }
  );

export type Plan = { mutations: Mutation[]; forwardedFor: string };

const textNames = Object.keys(TEXT_VALUES) as TextValueName[];
const jsonNames = Object.keys(JSON_VALUES) as JsonValueName[];
const insertNames = Object.keys(INSERTS) as InsertName[];

/** The value a field change leaves (undefined: the field is left out). */
export function changedValue(change: FieldChange, original: unknown): unknown {
  switch (change.op) {
    case "drop":
      return undefined;
    case "json":
      return JSON_VALUES[change.value];
    case "text":
      return TEXT_VALUES[change.value];
    case "insert":
      return spliced(Array.isArray(original) ? original[0] : original, INSERTS[change.insert]);
    case "random":
      return change.value;
  }
}

function changeLabel(change: FieldChange): string {
  if (change.op === "drop") return "left out";
  if (change.op === "insert") return change.insert;
  if (change.op === "random") return `random ${JSON.stringify(change.value)?.slice(0, 60)}`;
  return change.value;
}

function fieldMutation(at: "body" | "query" | "params", name: string, spec: FieldSpec, change: FieldChange, example: Example, multipart = false): Mutation {
  const original = at === "body" ? example.body?.[name] : at === "query" ? example.query?.[name] : example.params?.[name];
  const value = changedValue(change, original);
  let verdict: Verdict;
  if (change.op === "random") verdict = "either";
  else if (at === "params") verdict = "refuse"; // any other value in the path names nothing
  else if (at === "query") verdict = wrongInQuery(spec, value === undefined ? undefined : String(value)) ? "refuse" : "either";
  else if (multipart) verdict = wrongInForm(spec, value) ? "refuse" : "either";
  else verdict = wrongInBody(spec, value) ? "refuse" : "either";
  return { kind: "field", at, name, change, slot: `${at}.${name}`, label: `${at}.${name}: ${changeLabel(change)}`, verdict };
}

/**
 * Every single mutation of a route, for a sample of its example (verdicts depend on the valid
 * value a character is slipped into). The fuzz runs each of these once, then random
 * combinations of them and of random values.
 */
export function singleMutations(route: ApiRoute, example: Example): Mutation[] {
  const out: Mutation[] = [];
  for (const [name, spec] of Object.entries(route.params ?? {})) {
    for (const value of textNames) out.push(fieldMutation("params", name, spec, { op: "text", value }, example));
    for (const insert of insertNames) out.push(fieldMutation("params", name, spec, { op: "insert", insert }, example));
  }
  for (const [name, spec] of Object.entries(route.query ?? {})) {
    out.push(fieldMutation("query", name, spec, { op: "drop" }, example));
    for (const value of textNames) out.push(fieldMutation("query", name, spec, { op: "text", value }, example));
    for (const insert of insertNames) out.push(fieldMutation("query", name, spec, { op: "insert", insert }, example));
    for (const first of ["valid", "bad"] as const) {
      out.push({ kind: "repeat-query", name, value: "SQL injection", first, slot: `query.${name}`, label: `query.${name}: repeated, ${first} value first`, verdict: "either" });
    }
  }
  for (const [name, value] of EXTRA_QUERY) {
    out.push({ kind: "extra-query", name, value, slot: `query+.${name}`, label: `query: unknown parameter "${name}" = ${value}`, verdict: "either" });
  }
  const multipart = route.encoding === "multipart";
  if (route.body) {
    for (const [name, spec] of Object.entries(route.body)) {
      out.push(fieldMutation("body", name, spec, { op: "drop" }, example, multipart));
      for (const value of jsonNames) out.push(fieldMutation("body", name, spec, { op: "json", value }, example, multipart));
      for (const value of textNames) out.push(fieldMutation("body", name, spec, { op: "text", value }, example, multipart));
      for (const insert of insertNames) out.push(fieldMutation("body", name, spec, { op: "insert", insert }, example, multipart));
    }
    for (const name of Object.keys(EXTRA_FIELDS)) {
      out.push({ kind: "extra-field", name, slot: `extra.${name}`, label: `body: extra field "${name}"`, verdict: "either" });
    }
    const anyRequired = Object.values(route.body).some((spec) => spec.required);
    for (const body of multipart ? [] : (Object.keys(WHOLE_BODIES) as (keyof typeof WHOLE_BODIES)[])) {
      const verdict: Verdict = body === "empty object" && !anyRequired ? "either" : "refuse";
      out.push({ kind: "whole-body", body, slot: "body", label: `body: ${body}`, verdict });
    }
    for (const how of multipart ? [] : ENCODINGS) {
      // A route that takes a form too may accept the JSON's fields sent as one; a beacon's JSON travels as text/plain.
      const verdict =
        (how === "JSON sent as multipart/form-data" && route.encoding === "json or multipart") || (how === "JSON sent as text/plain" && route.encoding === "json or text")
          ? "either"
          : ENCODING_VERDICTS[how];
      out.push({ kind: "encoding", how, slot: "encoding", label: `encoding: ${how}`, verdict });
    }
    for (const how of multipart ? (Object.keys(MULTIPART_ENCODINGS) as MultipartEncodingName[]) : []) {
      out.push({ kind: "multipart-encoding", how, slot: "encoding", label: `multipart: ${how}`, verdict: MULTIPART_ENCODINGS[how] });
    }
  }
  for (const credentials of Object.keys(BAD_CREDENTIALS) as CredentialName[]) {
    const verdict: Verdict = route.access === "public" ? "either" : "unauthorised";
    out.push({ kind: "credentials", credentials, slot: "credentials", label: `credentials: ${credentials}`, verdict });
  }
  return out;
}

/** Random values in the route's fields: whatever they are, no 5xx and no stray writes. */
function randomMutations(route: ApiRoute): fc.Arbitrary<Mutation>[] {
  const random = (at: "body" | "query" | "params", name: string, value: fc.Arbitrary<unknown>) =>
    value.map(
      (v): Mutation => ({ kind: "field", at, name, change: { op: "random", value: v }, slot: `${at}.${name}`, label: `${at}.${name}: random ${JSON.stringify(v)?.slice(0, 60)}`, verdict: "either" }),
    );
  const text = fc.string({ unit: "binary", maxLength: 40 });
  return [
    ...Object.keys(route.params ?? {}).map((name) => random("params", name, text)),
    ...Object.keys(route.query ?? {}).map((name) => random("query", name, text)),
    ...Object.keys(route.body ?? {}).map((name) => random("body", name, fc.jsonValue({ maxDepth: 2 }))),
  ];
}

/** A source address from the documentation ranges (RFC 5737, RFC 3849). */
export const documentationAddress = fc.oneof(
  fc.tuple(fc.constantFrom("192.0.2", "198.51.100", "203.0.113"), fc.integer({ min: 1, max: 254 })).map(([net, host]) => `${net}.${host}`),
  fc.integer({ min: 1, max: 0xffff }).map((host) => `2001:db8::${host.toString(16)}`),
);

/** One to three mutations on distinct parts of the request, drawn from the singles and random values. */
export function planArbitrary(route: ApiRoute, singles: Mutation[]): fc.Arbitrary<Plan> {
  const mutation = fc.oneof({ arbitrary: fc.constantFrom(...singles), weight: 3 }, ...randomMutations(route).map((arbitrary) => ({ arbitrary, weight: 1 })));
  return fc.record({
    mutations: fc.uniqueArray(mutation, { minLength: 1, maxLength: 3, selector: (m) => m.slot }),
    forwardedFor: documentationAddress,
  });
}

/** What a plan's answer must be: any 4xx, exactly 415 or 401, or anything below 500. */
export function expectedOutcome(plan: Plan): "4xx" | "415" | "401" | "any" {
  const verdicts = new Set(plan.mutations.map((m) => m.verdict));
  if (verdicts.has("refuse")) return "4xx";
  if (verdicts.has("unsupported")) return verdicts.size === 1 || (verdicts.size === 2 && verdicts.has("either")) ? "415" : "4xx";
  if (verdicts.has("unauthorised")) return "401";
  return "any";
}
