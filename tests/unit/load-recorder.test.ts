import { describe, expect, it } from "vitest";
import { FIRST_KIND, Recorder } from "@/scripts/load/recorder";

describe("the load run's figures", () => {
  it("put the product page first, the other kinds in name order, and all of them last", () => {
    const recorder = new Recorder();
    for (const kind of ["cart", "browse: home", FIRST_KIND, "checkout", "browse: api"]) recorder.note(kind, 10, "ok");
    expect(recorder.figures(1).map((row) => row.kind)).toEqual([FIRST_KIND, "browse: api", "browse: home", "cart", "checkout", "all"]);
  });
});
