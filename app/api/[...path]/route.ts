import { HttpError, route } from "@/lib/http";

/**
 * Any /api address no call lives at: a JSON 404 like every other API answer, instead of the
 * shop's HTML not-found page. Next matches every real route before this catch-all.
 */
const noSuchCall = route(async (request: Request) => {
  throw new HttpError(404, `There is no API call at ${request.method} ${new URL(request.url).pathname}.`);
});

export const GET = noSuchCall;
export const HEAD = noSuchCall;
export const POST = noSuchCall;
export const PUT = noSuchCall;
export const PATCH = noSuchCall;
export const DELETE = noSuchCall;
export const OPTIONS = noSuchCall;
