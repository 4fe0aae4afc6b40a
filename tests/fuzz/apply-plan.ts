import { formBody, type Call, type WireBody } from "../harness/call-route";
import { BAD_PICTURES, examplePicture, ODD_PICTURES } from "../harness/example-pictures";
import type { ApiRoute, Example } from "../harness/route-types";
import type { World } from "../harness/world";
import { BAD_CREDENTIALS } from "./bad-credentials";
import { EXTRA_FIELDS, TEXT_VALUES } from "./bad-values";
import { changedValue, WHOLE_BODIES, type EncodingName, type MultipartEncodingName, type Mutation, type Plan } from "./mutations";

/** Turns a route's valid example and a plan of mutations into the request the fuzz sends. */

/** Sets a key as an own property, even "__proto__" (an assignment would set the prototype instead). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The valid token for the route's access, which a credentials mutation replaces. */
export function validCredentials(route: ApiRoute, world: World): Record<string, string> {
  const token = { public: null, customer: world.customerA.token, staff: world.seller.token, admin: world.admin.token }[route.access];
  return token ? { authorization: `Bearer ${token}` } : {};
}

function encode(how: EncodingName | undefined, json: string, body: Record<string, unknown> | undefined): WireBody {
  const asJson = (text: string, contentType: string | null = "application/json"): WireBody => ({ text, contentType });
  switch (how) {
    case undefined:
      return asJson(json);
    case "malformed JSON: cut short":
      return asJson(json.slice(0, Math.max(1, json.length - 2)));
    case "malformed JSON: single quotes":
      return asJson(json.replaceAll('"', "'"));
    case "malformed JSON: trailing comma":
      return asJson(json.endsWith("}") ? `${json.slice(0, -1)},}` : `${json},`);
    case "malformed JSON: NaN literal":
      return asJson(json.replace(/:\s*("(?:[^"\\]|\\.)*"|[^,}\]]+)/, ":NaN"));
    case "empty body":
      return asJson("");
    case "JSON nested 5,000 deep":
      return asJson(`${"[".repeat(5000)}${"]".repeat(5000)}`);
    case "1 MB of JSON":
      return asJson(JSON.stringify({ ...body, padding: "x".repeat(1_000_000) }));
    case "JSON sent as multipart/form-data": {
      const form = new FormData();
      for (const [key, value] of Object.entries(body ?? {})) form.append(key, typeof value === "string" ? value : JSON.stringify(value));
      return { form };
    }
    case "JSON sent as application/x-www-form-urlencoded": {
      const pairs = Object.entries(body ?? {}).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]);
      return asJson(new URLSearchParams(pairs).toString(), "application/x-www-form-urlencoded");
    }
    case "JSON sent as text/plain":
      return asJson(json, "text/plain;charset=UTF-8");
    case "JSON with no content type":
      return asJson(json, null);
    case "JSON with a byte-order mark":
      return asJson(`\ufeff${json}`);
    case "JSON with the first key twice (bad value first)": {
      const first = Object.keys(body ?? {})[0];
      return asJson(first === undefined || !json.startsWith("{") ? json : `{${JSON.stringify(first)}:1e308,${json.slice(1)}`);
    }
  }
}

/** Every picture of a form body replaced by `file()`'s. */
function withPictures(body: Record<string, unknown>, file: () => File): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    setOwn(out, key, value instanceof Blob ? file() : Array.isArray(value) ? value.map((entry) => (entry instanceof Blob ? file() : entry)) : value);
  }
  return out;
}

const PICTURE_SWAPS: Partial<Record<MultipartEncodingName, () => File>> = {
  "every picture an HTML file named x.png": BAD_PICTURES["an HTML file named x.png"],
  "every picture an SVG with a script": BAD_PICTURES["an SVG with a script"],
  "every picture a 6 MB file": BAD_PICTURES["a 6 MB file"],
  "every picture an empty file": BAD_PICTURES["an empty file"],
  "every picture a PNG with a script appended": ODD_PICTURES["a PNG with a script appended"],
  "every picture named ../../etc/passwd": ODD_PICTURES["a picture named ../../etc/passwd"],
};

/** A multipart route's body (the form the example makes), sent as `how` says. */
async function encodeForm(how: MultipartEncodingName | undefined, body: Record<string, unknown>): Promise<WireBody> {
  const textOnly = Object.fromEntries(Object.entries(body).filter(([, value]) => !(value instanceof Blob)));
  const swap = how ? PICTURE_SWAPS[how] : undefined;
  if (swap) return formBody(withPictures(body, swap));
  const wire = async (form: FormData) => {
    const response = new Response(form);
    return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get("content-type")! };
  };
  switch (how) {
    case undefined:
    case "every picture a PNG with a script appended":
    case "every picture named ../../etc/passwd":
    case "every picture an HTML file named x.png":
    case "every picture an SVG with a script":
    case "every picture a 6 MB file":
    case "every picture an empty file":
      return formBody(body);
    case "form sent as JSON":
      return { text: JSON.stringify(textOnly), contentType: "application/json" };
    case "form sent as application/x-www-form-urlencoded":
      return { text: new URLSearchParams(Object.entries(textOnly).map(([k, v]) => [k, String(v)])).toString(), contentType: "application/x-www-form-urlencoded" };
    case "form sent as text/plain":
      return { text: JSON.stringify(textOnly), contentType: "text/plain;charset=UTF-8" };
    case "empty multipart body":
      return { bytes: new Uint8Array(), contentType: "multipart/form-data; boundary=----shop-fuzz" };
    case "multipart cut short": {
      const { bytes, contentType } = await wire((formBody(body) as { form: FormData }).form);
      return { bytes: bytes.subarray(0, Math.max(1, bytes.length - 30)), contentType };
    }
    case "multipart without its boundary": {
      const { bytes } = await wire((formBody(body) as { form: FormData }).form);
      return { bytes, contentType: "multipart/form-data" };
    }
    case "11 pictures": {
      const form = (formBody(body) as { form: FormData }).form;
      const field = Object.entries(body).find(([, value]) => value instanceof Blob || (Array.isArray(value) && value[0] instanceof Blob))?.[0] ?? "images";
      for (let i = 0; i < 11; i++) form.append(field, examplePicture(`extra-${i}.png`));
      return { form };
    }
  }
}

export async function applyPlan(route: ApiRoute, example: Example, plan: Plan, world: World): Promise<Call> {
  const params: Record<string, string | string[]> = { ...example.params };
  const query = new Map<string, string | undefined>(Object.entries(example.query ?? {}));
  const extraQuery: [string, string][] = [];
  let body: Record<string, unknown> | undefined;
  if (route.body) {
    body = {};
    for (const [key, value] of Object.entries(example.body ?? {})) setOwn(body, key, value);
  }
  let wholeBody: string | undefined;
  let encoding: EncodingName | undefined;
  let multipartEncoding: MultipartEncodingName | undefined;
  let headers = validCredentials(route, world);

  for (const m of plan.mutations as Mutation[]) {
    switch (m.kind) {
      case "field": {
        const original = m.at === "body" ? body?.[m.name] : m.at === "query" ? query.get(m.name) : params[m.name];
        const value = changedValue(m.change, original);
        if (m.at === "body" && body) {
          if (value === undefined) delete body[m.name];
          else setOwn(body, m.name, value);
        } else if (m.at === "query") {
          query.set(m.name, value === undefined ? undefined : typeof value === "string" ? value : JSON.stringify(value));
        } else if (m.at === "params") {
          const text = typeof value === "string" ? value : JSON.stringify(value);
          params[m.name] = Array.isArray(params[m.name]) ? [text] : text;
        }
        break;
      }
      case "repeat-query": {
        const valid = query.get(m.name) ?? "1";
        const bad = TEXT_VALUES[m.value];
        query.delete(m.name);
        extraQuery.push(...((m.first === "valid" ? [[m.name, valid], [m.name, bad]] : [[m.name, bad], [m.name, valid]]) as [string, string][]));
        break;
      }
      case "extra-query":
        extraQuery.push([m.name, TEXT_VALUES[m.value]]);
        break;
      case "extra-field":
        if (body) setOwn(body, m.name, EXTRA_FIELDS[m.name]);
        break;
      case "whole-body":
        wholeBody = WHOLE_BODIES[m.body];
        break;
      case "encoding":
        encoding = m.how;
        break;
      case "multipart-encoding":
        multipartEncoding = m.how;
        break;
      case "credentials":
        headers = await BAD_CREDENTIALS[m.credentials](world);
        break;
    }
  }

  const pairs = [...query].filter((pair): pair is [string, string] => pair[1] !== undefined);
  return {
    params,
    query: [...pairs, ...extraQuery],
    headers,
    body: !body ? undefined : route.encoding === "multipart" ? await encodeForm(multipartEncoding, body) : encode(encoding, wholeBody ?? JSON.stringify(body), body),
    forwardedFor: plan.forwardedFor,
  };
}
