import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/uploads/[...path]/route";
import { uploadsDir } from "@/lib/uploads/files";

function get(...segments: string[]) {
  return GET(new Request(`http://shop.test/uploads/${segments.join("/")}`), { params: Promise.resolve({ path: segments }) });
}

beforeAll(() => {
  const dir = path.join(uploadsDir(), "seed", "products");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "tee-front.webp"), Buffer.from("RIFF....WEBPVP8 "));
  fs.writeFileSync(path.join(uploadsDir(), "..", "jwt-secret-lookalike.webp"), "secret");
  fs.writeFileSync(path.join(dir, "notes.txt"), "not an image");
});

describe("GET /uploads/{path}", () => {
  it("serves a stored image with a long immutable cache", async () => {
    const response = await get("seed", "products", "tee-front.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe("RIFF....WEBPVP8 ");
  });

  it.each([
    [["seed", "products", "missing.webp"]],
    [["..", "jwt-secret-lookalike.webp"]],
    [["seed", "..", "..", "jwt-secret-lookalike.webp"]],
    [["seed", "products", "notes.txt"]],
    [[".hidden.webp"]],
    [["seed"]],
  ])("answers 404 for %j, never a file outside the uploads folder", async (segments) => {
    const response = await get(...segments);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
