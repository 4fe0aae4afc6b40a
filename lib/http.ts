import { connection } from "next/server";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";

/** An error the caller caused: answered as JSON `{ error }` with its 4xx status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function jsonError(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * Marks the work that follows as request-time: it never runs while the build prerenders.
 * Outside a request (a route handler called from a test or a script) there is nothing to defer.
 */
export async function atRequestTime(): Promise<void> {
  try {
    await connection();
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof Error && /outside a request scope/.test(error.message)) return;
    throw error;
  }
}

/** Reads the first problem of a zod failure as one sentence for the caller. */
export function describeInvalid(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/**
 * Wraps a route handler: runs it at request time, turns HttpError and bad input into a clear
 * 4xx JSON answer, and anything unexpected into a logged 500 with no details leaked.
 */
export function route<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    await atRequestTime();
    try {
      return await handler(request, context);
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof HttpError) return jsonError(error.status, error.message);
      if (error instanceof z.ZodError) return jsonError(400, describeInvalid(error));
      console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
      return jsonError(500, "Something went wrong on our side. Please try again.");
    }
  };
}
