import { after } from "next/server";
import { log } from "@/server/log/log.mjs";

/** Work started outside a request (scripts, tests) that has not finished yet. */
const running = new Set<Promise<void>>();

/**
 * Runs `task` once the response has gone out, so what the task costs (an SMTP conversation can
 * take seconds) never shows in how long the answer took: an answer that must not tell one case
 * from another (does this account exist?) takes the same time in both. In a request this is
 * Next's after(); outside one (scripts, tests), where after() throws, the task starts at once in
 * the background and settleAfterResponse() waits for it. A failure is logged: nobody is waiting
 * for it any more.
 */
export function afterResponse(label: string, task: () => Promise<void>): void {
  const run = () =>
    task().catch((error: unknown) => {
      log.error({ err: error, task: label }, `${label} failed`);
    });
  try {
    after(run);
  } catch {
    const started = run();
    running.add(started);
    void started.finally(() => running.delete(started));
  }
}

/** Waits until the background work started outside a request has finished. */
export async function settleAfterResponse(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
