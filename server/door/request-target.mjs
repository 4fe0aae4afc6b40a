// Reads the address a request asks for, before Next does. Next fails on some addresses with a
// text/plain 500: a path that is not valid %-encoding (/products/search/%E0%A4%A) throws while
// Next decodes its params. Such addresses, and paths whose decoded form holds a NUL or another
// control character, name nothing in the shop: the door answers /api ones with 400 JSON, and
// sends page ones to the shop's own 404 page.

/** An address no route answers, so Next renders the shop's not-found page with status 404. */
export const NOT_FOUND_ADDRESS = "/__not-found";

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether the path is an API call (JSON answers).
 * @param {string} path
 */
export function isApiPath(path) {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * The request-target as the door sees it: `path` (still %-encoded, no query) and whether it is
 * `readable`. An absolute-form target (`GET http://host/path`, which proxies send) is reduced to
 * its path and query first, as RFC 9112 asks of servers: Next answered it with a redirect to the
 * named host. Anything else that does not start with "/" (`OPTIONS *`) is unreadable.
 * @param {Pick<import("node:http").IncomingMessage, "url">} req
 * @returns {{ path: string, readable: boolean }}
 */
export function readRequestTarget(req) {
  let url = req.url ?? "";
  if (!url.startsWith("/") && /^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      url = `${parsed.pathname}${parsed.search}`;
      req.url = url;
    } catch {
      return { path: "", readable: false };
    }
  }
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.startsWith("/")) return { path, readable: false };
  if (!path.includes("%")) return { path, readable: true }; // the parser refuses raw control characters
  try {
    return { path, readable: !CONTROL.test(decodeURIComponent(path)) };
  } catch {
    return { path, readable: false };
  }
}
