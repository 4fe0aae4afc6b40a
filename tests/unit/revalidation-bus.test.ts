import { describe, expect, it } from "vitest";
import { announcements, everyTag, readAnnouncement } from "@/lib/revalidation-bus";
import { applyRevalidation, announceRevalidation, setRevalidationAnnouncer, setRevalidationApplier } from "@/server/cache/revalidation-hooks.mjs";

describe("revalidations between servers", () => {
  it("reads back what it announces, and nothing else", () => {
    const [payload] = announcements(["banners", "products"], { expire: 0 }, "server-a");
    expect(readAnnouncement(payload!)).toEqual({ from: "server-a", tags: ["banners", "products"], durations: { expire: 0 } });
    expect(readAnnouncement(announcements(["blogs"], undefined, "server-b")[0]!)).toEqual({ from: "server-b", tags: ["blogs"], durations: undefined });
    for (const junk of ["", "null", "42", "{", '{"from":1,"tags":[]}', '{"from":"x","tags":"products"}', '{"from":"x","tags":[1]}']) {
      expect(readAnnouncement(junk), junk).toBeNull();
    }
    // A duration that is not a sane number of seconds is dropped: the tag then expires at once.
    expect(readAnnouncement('{"from":"x","tags":["a"],"durations":{"expire":-5}}')?.durations).toBeUndefined();
  });

  it("splits many tags so each NOTIFY stays under PostgreSQL's 8,000 bytes, losing none", () => {
    const tags = Array.from({ length: 600 }, (_, i) => `product:a-rather-long-product-slug-number-${i}`);
    const payloads = announcements(tags, { expire: 0 }, "server-a");
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => readAnnouncement(payload)!.tags)).toEqual(tags);
  });

  it("after a lost connection expires every shop tag and every stored page", () => {
    expect(everyTag()).toEqual(expect.arrayContaining(["products", "categories", "banners", "blogs", "gifts", "coupons", "_N_T_/layout"]));
  });

  it("hands announcements to the bus and the other servers' revalidations to the cache handler", () => {
    const announced: string[][] = [];
    setRevalidationAnnouncer((tags) => announced.push(tags));
    announceRevalidation(["gifts"], undefined);
    setRevalidationAnnouncer(undefined);
    announceRevalidation(["blogs"], undefined); // no bus (embedded database): nothing happens
    expect(announced).toEqual([["gifts"]]);

    const applied: string[][] = [];
    setRevalidationApplier((tags) => applied.push(tags));
    expect(applyRevalidation(["coupons"], { expire: 0 })).toBe(true);
    expect(applied).toEqual([["coupons"]]);
  });
});
