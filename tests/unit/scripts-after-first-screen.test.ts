import { afterEach, describe, expect, it } from "vitest";
import { SCRIPTS_LOADER, scriptsAfterFirstScreen } from "@/server/door/scripts-after-first-screen.mjs";
import { closeDoors, send, serveDoor, type Handle } from "./front-door-support";

/*
 * The door starts a page's framework scripts after its first screen's pictures are shown
 * (server/door/scripts-after-first-screen.mjs): the chunks Next writes in the head are listed in a
 * data block, and one loader at the end of the body starts them. The browser side is in
 * e2e/first-screen-scripts.spec.ts.
 */

afterEach(closeDoors);

const CHUNK = '<script src="/_next/static/chunks/2b7mk4wb0vuag.js" async=""></script>';
const BOOTSTRAP = '<script src="/_next/static/chunks/1il14_8fj2kcr.js" id="_R_" async=""></script>';
const LEGACY = '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>';
const page = (head: string, body = "<main><h1>Tees</h1></main>") => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("a page's chunk scripts", () => {
  it("are listed in one data block, started by one loader at the end of the body", () => {
    const html = scriptsAfterFirstScreen(page(`${CHUNK}${BOOTSTRAP}${LEGACY}`));
    const list = JSON.stringify([{ src: "/_next/static/chunks/2b7mk4wb0vuag.js" }, { src: "/_next/static/chunks/1il14_8fj2kcr.js", id: "_R_" }]);
    expect(html).toBe(
      page(
        LEGACY, // never run by a browser that runs the chunks: left as it is
        `<main><h1>Tees</h1></main><script type="application/json" id="first-screen-scripts">${list}</script><script>${SCRIPTS_LOADER}</script>`,
      ),
    );
  });

  it("are left as they are in a page without a body's end, and a page without them gets no loader", () => {
    const unfinished = `<html><head>${CHUNK}</head><body><p>Tees`;
    expect(scriptsAfterFirstScreen(unfinished)).toBe(unfinished);
    const plain = page("<title>Tees</title>");
    expect(scriptsAfterFirstScreen(plain)).toBe(plain);
  });

  it("are rewritten only in the shape Next writes: another script, or a chunk address with a quote, is left alone", () => {
    const other = page('<script src="/vendor/widget.js" async=""></script><script src="/_next/static/chunks/a.js" async="" onload="x()"></script>');
    expect(scriptsAfterFirstScreen(other)).toBe(other);
    const odd = page('<script src="/_next/static/chunks/a"b.js" async=""></script>');
    expect(scriptsAfterFirstScreen(odd)).toBe(odd);
  });

  it("are started by a loader that is one script the browser can parse", () => {
    expect(() => new Function(SCRIPTS_LOADER)).not.toThrow();
    expect(SCRIPTS_LOADER).not.toContain("</script");
  });

  it("are read by the loader from the list written right before it, and only Next's chunk addresses are started", () => {
    /** Runs the loader in a bare page whose script before it is `before`, presses a key, and returns the addresses it added. */
    const run = (before: { id: string; text: string }) => {
      const added: string[] = [];
      const listeners = new Map<string, () => void>();
      const page = {
        currentScript: { previousElementSibling: before },
        images: [],
        head: { appendChild: (script: { src: string }) => added.push(script.src) },
        createElement: () => ({}),
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      };
      const noop = () => undefined;
      new Function("document", "window", "innerHeight", "innerWidth", "requestAnimationFrame", "setTimeout", SCRIPTS_LOADER)(page, {}, 800, 400, noop, noop);
      listeners.get("keydown")?.(); // a key starts them at once
      return added;
    };
    const list = (chunks: unknown) => ({ id: "first-screen-scripts", text: JSON.stringify(chunks) });
    expect(run(list([{ src: "/_next/static/chunks/a.js" }, { src: "/uploads/evil.js" }, { src: "https://evil.example/x.js" }]))).toEqual(["/_next/static/chunks/a.js"]);
    // The shop's list is not right before the loader (markup in between, or injected): nothing starts.
    expect(run({ id: "", text: JSON.stringify([{ src: "/_next/static/chunks/a.js" }]) })).toEqual([]);
  });
});

describe("a rewritten page through the door", () => {
  const body = page(`${CHUNK}${BOOTSTRAP}`);

  const handlers: [string, Handle][] = [
    [
      "setHeader",
      (_req, res) => {
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("content-length", Buffer.byteLength(body));
        res.end(body);
      },
    ],
    [
      "writeHead",
      (_req, res) => {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
        res.end(body);
      },
    ],
  ];
  it.each(handlers)("carries the length of what is sent, given by %s", async (_how, handle) => {
    const { base } = await serveDoor(handle);
    const answer = await send(base, "/");
    expect(answer.body.toString()).toContain(SCRIPTS_LOADER);
    expect(answer.body.toString()).toContain('"id":"_R_"');
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeGreaterThan(Buffer.byteLength(body));
  });

  it("is not changed when it is not a page: a JSON answer keeps its body and length", async () => {
    const json = JSON.stringify({ html: body });
    const { base } = await serveDoor((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.setHeader("content-length", Buffer.byteLength(json));
      res.end(json);
    });
    const answer = await send(base, "/api/health");
    expect(answer.body.toString()).toBe(json);
  });
});
