import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { HttpError, readJsonBody, route } from "@/lib/http";
import { log as shopLog } from "@/server/log/log.mjs";

const request = new Request("http://shop.test/api/example", { method: "POST" });

describe("route handler wrapper", () => {
  it("passes a handler's answer through", async () => {
    const handler = route(async () => Response.json({ message: "ok" }));
    const response = await handler(request, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "ok" });
  });

  it("answers an HttpError with its status and message", async () => {
    const handler = route(async () => {
      throw new HttpError(404, "Product not found");
    });
    const response = await handler(request, {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Product not found" });
  });

  it("answers bad input with a 400 naming the field", async () => {
    const handler = route(async () => {
      z.object({ quantity: z.number().int().min(1) }).parse({ quantity: 0 });
      return Response.json({});
    });
    const response = await handler(request, {});
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^quantity: /);
  });

  it("answers an unexpected failure with a 500 that leaks nothing, and logs it", async () => {
    const log = vi.spyOn(shopLog, "error").mockImplementation(() => undefined);
    const handler = route(async () => {
      throw new Error("relation secret_table does not exist");
    });
    const response = await handler(request, {});
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(JSON.stringify(body)).not.toContain("secret_table");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe("JSON bodies", () => {
  const schema = z.object({ name: z.string() });
  const handler = route(async (request) => Response.json(await readJsonBody(request, schema)));
  const post = (body: BodyInit | null, headers: Record<string, string>) =>
    handler(new Request("http://shop.test/api/example", { method: "POST", headers, body, duplex: "half" } as RequestInit), {});

  it("takes JSON declared as JSON, with a charset or as a +json type", async () => {
    for (const type of ["application/json", "application/json; charset=utf-8", "application/merge-patch+json"]) {
      const response = await post(JSON.stringify({ name: "Asha" }), { "content-type": type });
      expect(response.status, type).toBe(200);
    }
  });

  it("refuses a body not declared as JSON with a 415, whatever it holds", async () => {
    const form = new FormData();
    form.set("name", "Asha");
    for (const [body, headers] of [
      [JSON.stringify({ name: "Asha" }), { "content-type": "text/plain;charset=UTF-8" }],
      [JSON.stringify({ name: "Asha" }), {}],
      ["name=Asha", { "content-type": "application/x-www-form-urlencoded" }],
    ] as const) {
      const response = await post(body, headers);
      expect(response.status).toBe(415);
      expect((await response.json()).error).toMatch(/Content-Type: application\/json/);
    }
    expect((await handler(new Request("http://shop.test/api/example", { method: "POST", body: form }), {})).status).toBe(415);
  });

  it("refuses a declared length over 16 kB before reading a byte", async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await post(body, { "content-type": "application/json", "content-length": String(50 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1); // a stream may be asked for its first chunk when made, never more
  });

  it("stops reading a body without a length once it passes 16 kB", async () => {
    let sent = 0;
    const endless = new ReadableStream({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const response = await post(endless, { "content-type": "application/json" });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(64 * 1024);
  });

  it("refuses text the database cannot hold, naming the field", async () => {
    for (const raw of ['{"name":"A\\u0000"}', '{"name":"A\\ud800"}']) {
      const response = await post(raw, { "content-type": "application/json" });
      expect(response.status, raw).toBe(400);
      expect((await response.json()).error, raw).toMatch(/^name: must not contain a NUL character/);
    }
  });
});

describe("addresses with text the database cannot hold", () => {
  it("are refused before the handler runs", async () => {
    let ran = false;
    const handler = route(async () => {
      ran = true;
      return Response.json({});
    });
    for (const url of ["http://shop.test/api/x/a%00b", "http://shop.test/api/x?q=a%00b", "http://shop.test/api/x?a%00=1", "http://shop.test/api/x/%E0%A4%A"]) {
      const response = await handler(new Request(url), {});
      expect(response.status, url).toBe(400);
      expect((await response.json()).error, url).toBeTruthy();
    }
    expect(ran).toBe(false);
  });
});
