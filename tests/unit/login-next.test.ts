import { describe, expect, it } from "vitest";
import { safeNext } from "@/components/auth/auth-store";

/**
 * Where /login sends a shopper after signing in (`?next=`). The browser drops tabs and line
 * breaks from a URL and reads a backslash as a slash, so a string check on "//" lets
 * "/\t/evil.example" through to another site; only the parsed URL can say where it goes.
 */
const SHOP = "https://shop.example";
const OFFSITE: Record<string, string> = {
  "protocol-relative": "//evil.example/x",
  "tab between the slashes": "/\t/evil.example/x",
  "line feed between the slashes": "/\n/evil.example/x",
  "carriage return between the slashes": "/\r/evil.example/x",
  "tab then backslash": "/\t\\evil.example/x",
  "slash backslash": "/\\evil.example/x",
  "backslash backslash": "\\\\evil.example/x",
  "backslash slash": "\\/evil.example/x",
  "three slashes": "///evil.example/x",
  "tab before everything": "\t//evil.example/x",
  "leading spaces": "  //evil.example/x",
  "leading NUL and spaces": "\u0000 //evil.example/x",
  "absolute https": "https://evil.example/x",
  "scheme without slashes": "https:evil.example",
  "http without slashes": "http:evil.example",
  "scheme with backslashes": "https:\\\\evil.example",
  "javascript:": "javascript:alert(document.domain)",
  "javascript: with a tab": "java\tscript:alert(1)",
  "javascript: capitalised": " JavaScript:alert(1)",
  "data:": "data:text/html,<script>alert(1)</script>",
  "user info": "//shop.example@evil.example/x",
  "dot segments up to a protocol-relative path": "/.//evil.example/x",
  "encoded dot segments": "/%2e//evil.example/x",
};

/** Where a browser at the shop's /login would go with this `next`. */
const landing = (next: string) => new URL(next, `${SHOP}/login`);

describe("safeNext: where /login goes after signing in", () => {
  for (const [name, next] of Object.entries(OFFSITE)) {
    it(`keeps the shopper on the shop: ${name}`, () => {
      const kept = safeNext(next);
      if (kept === null) return;
      expect(kept.startsWith("/")).toBe(true);
      expect(kept.startsWith("//")).toBe(false);
      expect(landing(kept).origin).toBe(SHOP);
    });
  }

  it("keeps the shop's own paths, with their query and fragment", () => {
    expect(safeNext("/checkout")).toBe("/checkout");
    expect(safeNext("/dashboard-client?tab=orders#top")).toBe("/dashboard-client?tab=orders#top");
    expect(safeNext("/product/details/red-tee")).toBe("/product/details/red-tee");
  });

  it("reads encoded slashes as a path on the shop, never a host", () => {
    expect(safeNext("/%2F%2Fevil.example/x")).toBe("/%2F%2Fevil.example/x");
    expect(safeNext("/%5Cevil.example")).toBe("/%5Cevil.example");
  });

  it("refuses nothing at all", () => {
    expect(safeNext(null)).toBeNull();
    expect(safeNext(undefined)).toBeNull();
    expect(safeNext("")).toBeNull();
  });
});
