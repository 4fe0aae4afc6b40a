import { describe, expect, it } from "vitest";
import { decodeEntry, encodeEntry } from "@/server/cache/route-entry-codec.mjs";

describe("a route cache entry for Redis", () => {
  it("comes back whole: the page's HTML, its RSC payload, its segment payloads, headers and status", () => {
    const entry = {
      lastModified: 1_764_000_000_000,
      value: {
        kind: "APP_PAGE",
        html: "<html><body>₹499 tees</body></html>",
        rscData: Buffer.from([0, 1, 2, 250, 255]),
        segmentData: new Map([["/_tree", Buffer.from("tree")], ["/children", Buffer.from([9, 8, 7])]]),
        headers: { "x-next-cache-tags": "products,_N_T_/layout" },
        status: 200,
        postponed: undefined,
      },
    };
    const back = decodeEntry(encodeEntry(entry));
    expect(back).toEqual({ ...entry, value: { ...entry.value, postponed: undefined } });
    expect(Buffer.isBuffer(back!.value.rscData)).toBe(true);
    expect(back!.value.segmentData).toBeInstanceOf(Map);
    expect(back!.value.segmentData.get("/children")).toEqual(Buffer.from([9, 8, 7]));
  });

  it("keeps a route's body as bytes, not as an array of numbers", () => {
    const body = Buffer.alloc(10_000, 7);
    const text = encodeEntry({ lastModified: 1, value: { kind: "APP_ROUTE", body, status: 200, headers: {} } });
    expect(text.length).toBeLessThan(14_000); // base64, not "[7,7,7,...]"
    expect(decodeEntry(text)!.value.body).toEqual(body);
  });

  it("reads what is not an entry as nothing", () => {
    for (const text of ["", "not json", "null", "{}", '{"lastModified":"yesterday","value":{}}', '{"lastModified":1}']) expect(decodeEntry(text)).toBeNull();
  });
});
