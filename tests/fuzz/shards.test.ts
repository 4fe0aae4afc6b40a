import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "../harness/api-routes";
import { routeKey } from "../harness/route-types";
import { FUZZ_SHARDS, shardRoutes } from "./fuzz-routes";

describe("the fuzz's shards", () => {
  it("take every route of the inventory once between them", () => {
    const taken = Array.from({ length: FUZZ_SHARDS }, (_, i) => shardRoutes(i + 1).map(routeKey)).flat();
    expect(taken.sort()).toEqual(API_ROUTES.map(routeKey).sort());
    expect(new Set(taken).size).toBe(API_ROUTES.length);
  });

  it("each have a test file, and no file fuzzes a shard that does not exist", () => {
    const files = fs.readdirSync(import.meta.dirname).filter((name) => /^api-fuzz-\d+\.test\.ts$/.test(name));
    expect(files.sort()).toEqual(Array.from({ length: FUZZ_SHARDS }, (_, i) => `api-fuzz-${i + 1}.test.ts`).sort());
    for (const file of files) {
      const shard = Number(/(\d+)/.exec(file)![1]);
      expect(fs.readFileSync(path.join(import.meta.dirname, file), "utf8")).toContain(`fuzzShard(${shard});`);
    }
  });
});
