// One request of a virtual shopper: timed, its outcome judged by what that request may answer.
import type { Outcome, Recorder } from "./recorder";

export type Visitor = { address: string; token?: string };

export type Answer = { status: number; body: unknown; location: string | null };

export type SendOptions = {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as JSON's content type (broken JSON). */
  rawBody?: string;
  expected?: number[];
  refusals?: number[];
  headers?: Record<string, string>;
};

/**
 * Sends a request as `visitor` (its own address through X-Forwarded-For, which the servers
 * believe from loopback: TRUST_PROXY=loopback) and notes it under `kind`. `expected` lists the
 * statuses a correct shop may answer; `refusals` those that are a fair refusal (sold out).
 * Anything else, 5xx included, and a request that never got an answer, is an error.
 */
export async function send(
  recorder: Recorder,
  kind: string,
  base: string,
  path: string,
  visitor: Visitor,
  { method = "GET", body, rawBody, expected = [200], refusals = [], headers = {} }: SendOptions = {},
): Promise<Answer | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: "manual",
      headers: {
        "x-forwarded-for": visitor.address,
        "accept-encoding": "gzip, br",
        ...(visitor.token ? { authorization: `Bearer ${visitor.token}` } : {}),
        ...(body !== undefined || rawBody !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let parsed: unknown = text;
    if ((response.headers.get("content-type") ?? "").includes("json")) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    const outcome: Outcome = expected.includes(response.status) ? "ok" : refusals.includes(response.status) ? "refused" : "error";
    recorder.note(kind, ms, outcome, outcome === "error" ? `${method} ${path} -> ${response.status} ${text.slice(0, 160)}` : undefined);
    return { status: response.status, body: parsed, location: response.headers.get("location") };
  } catch (error) {
    recorder.note(kind, performance.now() - started, "error", `${method} ${path} -> no answer: ${(error as Error).message}`);
    return null;
  }
}
