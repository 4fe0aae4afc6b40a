import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { HttpError, route } from "@/lib/http";

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
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
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
