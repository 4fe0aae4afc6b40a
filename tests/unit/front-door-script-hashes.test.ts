import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { clearSharedCaches, createSharedCache } from "@/server/cache/shared-cache.mjs";
import { frameworkScript } from "@/server/door/inline-script-hashes.mjs";
import { SCRIPTS_LOADER } from "@/server/door/scripts-after-first-screen.mjs";
import { closeDoors, send, serveDoor, type Handle } from "./front-door-support";

/*
 * The script policy of every page (server/door/inline-script-hashes.mjs): no 'unsafe-inline'. The
 * door holds an HTML answer until it is complete, hashes its inline scripts and names exactly
 * those in script-src; the shared cache replays the stored page with the same policy.
 */

afterEach(async () => {
  await closeDoors();
  clearSharedCaches();
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const BOOT = "(self.__next_f=self.__next_f||[]).push([0])";
const INJECTED = "fetch('/api/useringfo').then((r) => r.text()).then(alert)";
const LATER = 'self.__next_f.push([1,"4:[\\"$\\",\\"p\\",null,{\\"children\\":\\"₹499 tee\\"}]"])';
const DATA = '{"@context":"https://schema.org","@type":"Product"}';

/** Streams a page as Next does: headers flushed first, scripts in later chunks. */
const streamedPage: Handle = async (req, res) => {
  res.statusCode = req.url === "/missing" ? 404 : 200;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "s-maxage=60");
  res.setHeader("content-security-policy", "script-src 'self'");
  res.flushHeaders();
  res.write(`<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script><script>${BOOT}</script></head><body><p>Tees</p>`);
  await new Promise((wait) => setTimeout(wait, 20));
  res.write(`<script type="application/ld+json">${DATA}</script><script>${LATER}</script><SCRIPT>${BOOT}</SCRIPT><script>${INJECTED}</script>`);
  res.end("</body></html>");
};

function scriptSrc(csp: string | string[] | undefined) {
  return /script-src ([^;]*)/.exec(String(csp))?.[1] ?? "";
}

describe("the framework's scripts, told by their shape", () => {
  it("are Next's payload queue, the bundler's chunk list and React's streaming runtime", () => {
    for (const script of [
      BOOT,
      LATER,
      "self.__next_f.push([2,null])",
      'self.__next_f.push([3,"aGVsbG8="])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});',
      "requestAnimationFrame(function(){$RT=performance.now()});",
      '$RC("B:0","S:0")',
      SCRIPTS_LOADER,
    ]) expect(frameworkScript(script), script).toBe(true);
  });

  it("are not a script that only starts like one: code appended to a payload push gets no hash", () => {
    for (const script of [
      INJECTED,
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)',
      "self.__next_f.push([1,alert(1)])",
      'self.__next_f.push([1,"x",alert])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});alert(1);',
      "(self.__next_f=self.__next_f||[]).push([0]);alert(1)",
    ]) expect(frameworkScript(script), script).toBe(false);
  });
});

describe("inline scripts of a page", () => {
  it("are named by their hashes in the page's script-src, and nothing inline else is allowed", async () => {
    const { base } = await serveDoor(streamedPage);
    const page = await send(base, "/");
    expect(page.body.toString()).toContain(LATER); // the page's own scripts unchanged
    // The door's loader of the chunks (scripts-after-first-screen.mjs) is named too, after them.
    expect(page.body.toString()).toContain(`<script>${SCRIPTS_LOADER}</script></body>`);
    expect(scriptSrc(page.headers["content-security-policy"])).toBe(`'self' ${sha256(BOOT)} ${sha256(LATER)} ${sha256(SCRIPTS_LOADER)}`);
    const missing = await send(base, "/missing"); // the not-found page runs scripts too
    expect(missing.status).toBe(404);
    expect(scriptSrc(missing.headers["content-security-policy"])).toBe(`'self' ${sha256(BOOT)} ${sha256(LATER)} ${sha256(SCRIPTS_LOADER)}`);
  });

  it("keep their policy when the shared cache answers with the stored page", async () => {
    const { base, reached } = await serveDoor(streamedPage, { shared: createSharedCache({ budgetBytes: 1024 * 1024, maxSeconds: 60 }) });
    const first = await send(base, "/", { headers: { "accept-encoding": "gzip" } });
    const again = await send(base, "/", { headers: { "accept-encoding": "gzip" } });
    expect(again.headers["x-shared-cache"]).toBe("HIT");
    expect(reached).toEqual(["GET /"]);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(scriptSrc(again.headers["content-security-policy"])).toContain(sha256(LATER));
    // A browser revalidating its copy: the 304's policy replaces the one it stored with the page.
    const notModified = await send(base, "/", { headers: { "accept-encoding": "gzip", "if-none-match": String(again.headers.etag) } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  it("never allow 'unsafe-inline' on an answer that is not a page", async () => {
    const { base } = await serveDoor((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end("{}");
    });
    expect(scriptSrc((await send(base, "/api/health")).headers["content-security-policy"])).toBe("'self'");
  });
});

describe("a file of public/ with an .html name", () => {
  it("is sent as it comes, not held for hashing: its first bytes arrive before its end", async () => {
    let firstBytesOut = false;
    const { base } = await serveDoor(async (_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(`<html><script>${BOOT}</script>`);
      await new Promise((wait) => setTimeout(wait, 50));
      firstBytesOut = res.writableLength === 0 && res.headersSent;
      res.end("</html>");
    });
    const file = await send(base, "/bench-files/128k.html");
    expect(firstBytesOut).toBe(true);
    expect(scriptSrc(file.headers["content-security-policy"])).toBe("'self'");
  });
});

describe("a page Next writes with writeHead", () => {
  it("gets its policy in place of the one given", async () => {
    const { base } = await serveDoor((_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "Content-Security-Policy": "script-src 'self' 'unsafe-inline'" });
      res.end(`<html><script>${BOOT}</script></html>`);
    });
    const page = await send(base, "/");
    expect(scriptSrc(page.headers["content-security-policy"])).toBe(`'self' ${sha256(BOOT)}`);
  });
});
