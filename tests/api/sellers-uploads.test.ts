import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_BODY_LIMIT, bodyLimitFor, DEFAULT_BODY_LIMIT } from "@/server/door/body-limits.mjs";
import { uploadsDir } from "@/lib/uploads/files";
import {
  assertStoredPicture,
  checkImages,
  MAX_UPLOAD_REQUEST_BYTES,
  readUploadForm,
  removeUploads,
  storeImages,
  withStoredImages,
} from "@/lib/uploads";

/*
 * The upload module (lib/uploads): what it reads, what it refuses, and what it stores. Every
 * refusal must leave DATA_DIR/uploads as it was.
 */

let png: Buffer;
let jpegWithGps: Buffer;
let avif: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#e4572e" } }).png().toBuffer();
  jpegWithGps = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#17bebb" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Shop test", Artist: "Secret Artist" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 0/1" } })
    .toBuffer();
  avif = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#ffc914" } }).avif().toBuffer();
});

/** Every file under DATA_DIR/uploads except the seeded pictures, as relative paths. */
function storedFiles(): string[] {
  const root = uploadsDir();
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => !entry.startsWith("seed") && fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

function form(entries: [string, string | Blob, string?][]): FormData {
  const data = new FormData();
  for (const [name, value, fileName] of entries) {
    if (typeof value === "string") data.append(name, value);
    else data.append(name, value, fileName);
  }
  return data;
}

const file = (bytes: Buffer | string, type = "image/png") => new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type });

function request(body: FormData | string | Buffer | null, headers: Record<string, string> = {}): Request {
  return new Request("http://shop.test/api/upload", { method: "POST", body: body === null ? undefined : typeof body === "string" || body instanceof FormData ? body : new Uint8Array(body), headers });
}

/** Reads, checks and stores every file of a request's `images` field, as a route does. */
async function upload(req: Request): Promise<string[]> {
  const uploadForm = await readUploadForm(req);
  const checked = await checkImages(uploadForm.files("images").map((f) => ({ file: f, field: "images" })));
  return storeImages("banners", checked);
}

async function refused(req: Request, status: number, message?: RegExp) {
  const start = storedFiles();
  const error = await upload(req).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "the upload should have been refused").toMatchObject({ status });
  if (message) expect((error as Error).message).toMatch(message);
  expect(storedFiles()).toEqual(start);
}

describe("accepted pictures", () => {
  it("stores a PNG, a JPEG and an AVIF as new WebP files under uploads/<kind>/<uuid>.webp", async () => {
    const urls = await upload(request(form([["images", file(png), "a.png"], ["images", file(jpegWithGps, "image/jpeg"), "b.jpg"], ["images", file(avif, "image/avif"), "c.avif"]])));
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
      const stored = fs.readFileSync(path.join(uploadsDir(), url.slice("/uploads/".length)));
      expect((await sharp(stored).metadata()).format).toBe("webp");
    }
  });

  it("shrinks to 2,400 px on the longer side and strips EXIF and GPS", async () => {
    const [url] = await upload(request(form([["images", file(jpegWithGps, "image/jpeg"), "holiday.jpg"]])));
    const stored = fs.readFileSync(path.join(uploadsDir(), url!.slice("/uploads/".length)));
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height]).toEqual([2400, 800]);
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes("Secret Artist")).toBe(false);
  });

  it("never trusts the file name: ../../etc/passwd is stored under a name of the shop's own", async () => {
    const [url] = await upload(request(form([["images", file(png), "../../etc/passwd"]])));
    expect(url).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
    expect(fs.existsSync(path.join(uploadsDir(), "..", "..", "etc", "passwd"))).toBe(false);
  });

  it("re-encodes a PNG with a script appended: the stored file is a WebP with no trailing bytes", async () => {
    const polyglot = Buffer.concat([png, Buffer.from("<script>alert(document.cookie)</script>")]);
    const [url] = await upload(request(form([["images", file(polyglot, "text/html"), "x.png"]])));
    const stored = fs.readFileSync(path.join(uploadsDir(), url!.slice("/uploads/".length)));
    expect(stored.includes("<script>")).toBe(false);
    // A RIFF file states its own length: nothing after it.
    expect(stored.subarray(0, 4).toString()).toBe("RIFF");
    expect(stored.readUInt32LE(4) + 8).toBe(stored.length);
  });
});

describe("refused uploads store nothing", () => {
  it("an HTML file named x.png: 415", async () => {
    await refused(request(form([["images", file("<!doctype html><script>alert(1)</script>", "image/png"), "x.png"]])), 415, /JPEG, PNG, WebP or AVIF/);
  });

  it("an SVG with a script: 415 (sharp could draw it, the shop does not take it)", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    await refused(request(form([["images", file(svg, "image/svg+xml"), "logo.svg"]])), 415);
  });

  it("a GIF, and a good picture beside a bad one (nothing of the request is stored): 415", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).gif().toBuffer();
    await refused(request(form([["images", file(gif, "image/gif"), "a.gif"]])), 415);
    await refused(request(form([["images", file(png), "good.png"], ["images", file("not a picture"), "bad.png"]])), 415);
  });

  it("a 6 MB file: 413", async () => {
    await refused(request(form([["images", file(Buffer.alloc(6 * 1024 * 1024, 1)), "big.png"]])), 413, /5 MB/);
  });

  it("an 11th file: 413", async () => {
    const eleven = Array.from({ length: 11 }, (_, i): [string, Blob, string] => ["images", file(png), `${i}.png`]);
    await refused(request(form(eleven)), 413, /At most 10/);
  });

  it("a 20,000 x 20,000 PNG bomb (a small file): 413 before it is decoded", async () => {
    // About 7 s to make (400 million white pixels, grey, no filtering), 0.4 MB to send.
    const bomb = await sharp({ create: { width: 20_000, height: 20_000, channels: 3, background: "#fff" }, limitInputPixels: false })
      .toColourspace("b-w")
      .png({ compressionLevel: 9, adaptiveFiltering: false })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await refused(request(form([["images", file(bomb), "bomb.png"]])), 413, /megapixels/);
  }, 60_000);

  it("a request declared over 20 MB, before it is read; and one that turns out larger while read: 413", async () => {
    await refused(request("x", { "content-type": "multipart/form-data; boundary=x", "content-length": String(MAX_UPLOAD_REQUEST_BYTES + 1) }), 413, /20 MB/);
    const big = Buffer.alloc(MAX_UPLOAD_REQUEST_BYTES + 1, 0x61);
    const chunked = new Request("http://shop.test/api/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    await refused(chunked, 413);
  });

  it("an empty body: 400; a body that is not multipart: 415", async () => {
    await refused(request(null, { "content-type": "multipart/form-data; boundary=x" }), 400);
    await refused(request(JSON.stringify({ images: ["x"] }), { "content-type": "application/json" }), 415, /multipart/);
    await refused(request("images=x", { "content-type": "application/x-www-form-urlencoded" }), 415);
    await refused(request("--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" }), 400);
  });

  it("text where a file goes, and a NUL in a text field: 400", async () => {
    await refused(request(form([["images", "just text"]])), 400);
    await expect(readUploadForm(request(form([["category", "Home\u0000Page"]])))).rejects.toMatchObject({ status: 400 });
  });
});

describe("storing and removing", () => {
  it("removes the stored files when the write after them fails", async () => {
    const start = storedFiles();
    const [checked] = await checkImages([{ file: file(png), field: "images" }]);
    await expect(
      withStoredImages("gifts", [checked!], async (urls) => {
        expect(storedFiles()).toHaveLength(start.length + 1);
        expect(urls[0]).toMatch(/^\/uploads\/gifts\//);
        throw new Error("the insert failed");
      }),
    ).rejects.toThrow("the insert failed");
    expect(storedFiles()).toEqual(start);
  });

  it("removes only the module's own files of that kind, never a seeded or another kind's picture", async () => {
    const seeded = path.join(uploadsDir(), "seed", "gifts", "mug-1.webp");
    fs.mkdirSync(path.dirname(seeded), { recursive: true });
    fs.writeFileSync(seeded, "seeded");
    const [checked] = await checkImages([{ file: file(png), field: "images" }]);
    const [own] = await storeImages("gifts", [checked!]);
    await removeUploads("banners", [own]);
    await removeUploads("gifts", ["/uploads/seed/gifts/mug-1.webp", "/uploads/gifts/../seed/gifts/mug-1.webp", null]);
    expect(fs.existsSync(seeded)).toBe(true);
    expect(fs.existsSync(path.join(uploadsDir(), own!.slice("/uploads/".length)))).toBe(true);
    await removeUploads("gifts", [own]);
    expect(fs.existsSync(path.join(uploadsDir(), own!.slice("/uploads/".length)))).toBe(false);
  });

  it("takes a picture named by its address only when it is an uploaded file that exists", async () => {
    const [checked] = await checkImages([{ file: file(png), field: "images" }]);
    const [own] = await storeImages("blogs", [checked!]);
    await expect(assertStoredPicture(own!, "images.0")).resolves.toBe(own);
    for (const bad of ["/uploads/blogs/missing.webp", "https://evil.example/x.webp", "/uploads/../jwt-secret", "/uploads/blogs/%2e%2e/x.webp", "javascript:alert(1)"]) {
      await expect(assertStoredPicture(bad, "images.0")).rejects.toMatchObject({ status: 400 });
    }
  });
});

describe("the front door lets uploads through, and only to upload routes", () => {
  it("gives the upload routes 20 MB, the same limit the module reads with, and other calls 64 kB", () => {
    expect(UPLOAD_BODY_LIMIT).toBe(MAX_UPLOAD_REQUEST_BYTES);
    for (const route of ["/api/upload", "/api/blog-add", "/api/gift-add", "/api/gift-image-update", "/api/design-add"]) expect(bodyLimitFor(route)).toBe(UPLOAD_BODY_LIMIT);
    for (const route of ["/api/add-coupon", "/api/gift-update", "/api/customer/customer-login", "/api/blog/x"]) expect(bodyLimitFor(route)).toBe(DEFAULT_BODY_LIMIT);
  });
});
