import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearRecentlyViewed,
  getRecentlyViewed,
  rememberViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_STORED,
  subscribeRecentlyViewed,
  useRecentlyViewed,
  type ViewedProduct,
} from "@/components/product/recently-viewed-store";

/** A Map-backed localStorage; `failWrites` makes setItem throw as a full storage does. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.set(key, String(value));
  }
}

let storage: MemoryStorage;
let win: EventTarget & { localStorage: Storage };

function product(n: number, extra: Partial<ViewedProduct> = {}): ViewedProduct {
  return { slug: `tee-${n}`, name: `Printed Tee Number ${n}`, image: `/uploads/seed/products/tee-${n}.png`, price: 500 + n, discount: 10, ...extra };
}

function slugs(): string[] {
  return getRecentlyViewed().map((entry) => entry.slug);
}

function stored(value: unknown) {
  storage.setItem(RECENTLY_VIEWED_KEY, typeof value === "string" ? value : JSON.stringify(value));
}

function storageEvent(key: string | null): Event {
  return Object.assign(new Event("storage"), { key });
}

beforeEach(() => {
  storage = new MemoryStorage();
  win = Object.assign(new EventTarget(), { localStorage: storage });
  vi.stubGlobal("window", win);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("recently viewed store", () => {
  it("starts empty and puts the newest view first", () => {
    expect(getRecentlyViewed()).toEqual([]);
    rememberViewed(product(1));
    rememberViewed(product(2));
    rememberViewed(product(3));
    expect(slugs()).toEqual(["tee-3", "tee-2", "tee-1"]);
    expect(getRecentlyViewed()[0]).toEqual(product(3));
    expect(JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? "null")).toEqual([product(3), product(2), product(1)]);
  });

  it("keeps one entry per slug: a second view moves it first with its new details", () => {
    rememberViewed(product(1));
    rememberViewed(product(2));
    rememberViewed(product(1, { price: 999, discount: 50 }));
    expect(slugs()).toEqual(["tee-1", "tee-2"]);
    expect(getRecentlyViewed()[0]).toMatchObject({ price: 999, discount: 50 });
    expect(JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? "[]")).toEqual([product(1, { price: 999, discount: 50 }), product(2)]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_STORED}, dropping the oldest`, () => {
    for (let n = 1; n <= 12; n += 1) rememberViewed(product(n));
    expect(slugs()).toEqual(["tee-12", "tee-11", "tee-10", "tee-9", "tee-8", "tee-7", "tee-6", "tee-5"]);
    expect(JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? "[]")).toHaveLength(RECENTLY_VIEWED_STORED);
    // A longer list written by someone else is cut on reading too.
    stored(Array.from({ length: 20 }, (_, i) => product(i + 100)));
    expect(getRecentlyViewed()).toHaveLength(RECENTLY_VIEWED_STORED);
  });

  it("ignores corrupt or foreign JSON and writes over it on the next view", () => {
    for (const raw of ["{not json", "null", '"text"', "42", JSON.stringify({ slug: "tee-1" })]) {
      stored(raw);
      expect(getRecentlyViewed(), raw).toEqual([]);
    }
    stored("{not json");
    rememberViewed(product(7));
    expect(slugs()).toEqual(["tee-7"]);
  });

  it("drops invalid entries, keeps only the known fields, and nulls pictures next/image cannot load", () => {
    stored([
      product(1),
      null,
      "tee-2",
      { ...product(3), slug: "" },
      { ...product(4), name: "   " },
      { ...product(5), price: -1 },
      { ...product(6), price: 12.5 },
      { ...product(7), price: "599" },
      { ...product(8), discount: 101 },
      { ...product(9), discount: undefined },
      { ...product(10), image: "https://evil.example/x.png", extra: "<script>" },
      { ...product(11), image: "/uploads/../secret.png" },
      { ...product(12), image: undefined },
      { ...product(1), name: "A later duplicate" },
    ]);
    expect(getRecentlyViewed()).toEqual([product(1), { ...product(10), image: null }, { ...product(11), image: null }, { ...product(12), image: null }]);
    expect(Object.keys(getRecentlyViewed()[1] ?? {}).sort()).toEqual(["discount", "image", "name", "price", "slug"]);

    rememberViewed({ ...product(20), discount: 150 });
    rememberViewed({ ...product(21), slug: 5 } as unknown as ViewedProduct);
    expect(slugs()).toEqual(["tee-1", "tee-10", "tee-11", "tee-12"]);
  });

  it("swallows a full storage (quota) and keeps the list it had", () => {
    rememberViewed(product(1));
    storage.failWrites = true;
    const listener = vi.fn();
    const unsubscribe = subscribeRecentlyViewed(listener);
    expect(() => rememberViewed(product(2))).not.toThrow();
    expect(slugs()).toEqual(["tee-1"]);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("works without storage: on the server, or where reading localStorage throws", () => {
    vi.stubGlobal("window", undefined);
    expect(getRecentlyViewed()).toEqual([]);
    expect(() => rememberViewed(product(1))).not.toThrow();
    expect(() => clearRecentlyViewed()).not.toThrow();

    const blocked = new EventTarget();
    Object.defineProperty(blocked, "localStorage", {
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
    vi.stubGlobal("window", blocked);
    expect(getRecentlyViewed()).toEqual([]);
    expect(() => rememberViewed(product(1))).not.toThrow();
  });

  it("returns the same array until the stored list changes", () => {
    rememberViewed(product(1));
    const first = getRecentlyViewed();
    expect(getRecentlyViewed()).toBe(first);
    rememberViewed(product(2));
    expect(getRecentlyViewed()).not.toBe(first);
  });

  it("tells subscribers about views in this tab and storage changes from other tabs", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRecentlyViewed(listener);
    rememberViewed(product(1));
    expect(listener).toHaveBeenCalledTimes(1);

    stored([product(9), product(1)]);
    win.dispatchEvent(storageEvent(RECENTLY_VIEWED_KEY));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(slugs()).toEqual(["tee-9", "tee-1"]);

    win.dispatchEvent(storageEvent("some-other-key"));
    expect(listener).toHaveBeenCalledTimes(2);
    win.dispatchEvent(storageEvent(null));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    win.dispatchEvent(storageEvent(RECENTLY_VIEWED_KEY));
    rememberViewed(product(2));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("renders the empty server snapshot on the server, whatever is stored", () => {
    rememberViewed(product(1));
    function Probe() {
      return createElement("span", null, useRecentlyViewed().length);
    }
    expect(renderToString(createElement(Probe))).toBe("<span>0</span>");
  });
});
