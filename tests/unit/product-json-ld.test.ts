import { describe, expect, it } from "vitest";
import type { Product } from "@/lib/catalog/types";
import { productJsonLd, reviewStats, serializeJsonLd } from "@/lib/seo/product-json-ld";

const absolute = (path: string) => `https://shop.example${path}`;

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: "0b9f3c1e-5a6d-4c2b-9e8f-1a2b3c4d5e6f",
    name: "Beast Mode Oversized Gym Tee",
    slug: "beast-mode-oversized-gym-tee",
    price: 799,
    discount: 30,
    image: "/uploads/seed/products/beast-front.png",
    hoverImage: "/uploads/seed/products/beast-back.png",
    rating: 4.5,
    category: "Fitness",
    description: "Our best-selling gym tee.",
    points: ["100% cotton"],
    stock: 12,
    images: ["/uploads/seed/products/beast-front.png", "/uploads/seed/products/beast-back.png"],
    colors: ["Black", "Gray"],
    colorImages: {},
    sizes: ["S", "M", "L"],
    brand: "TeeRang Active",
    categorySlug: "fitness",
    gender: "fitness",
    customPrinted: false,
    sellerId: "5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
    shopName: "TeeRang Studio",
    ...overrides,
  };
}

type Node = Record<string, unknown> & { "@type": string };

function nodes(data: ReturnType<typeof productJsonLd>) {
  const graph = data["@graph"] as Node[];
  const find = (type: string) => graph.find((node) => node["@type"] === type) as Node;
  return { product: find("Product"), breadcrumb: find("BreadcrumbList") };
}

describe("product JSON-LD", () => {
  it("describes the product with absolute image URLs, its id as sku and its brand", () => {
    const { product: node } = nodes(productJsonLd({ product: product(), reviews: null, absolute }));
    expect(node.name).toBe("Beast Mode Oversized Gym Tee");
    expect(node.description).toBe("Our best-selling gym tee.");
    expect(node.sku).toBe("0b9f3c1e-5a6d-4c2b-9e8f-1a2b3c4d5e6f");
    expect(node.brand).toEqual({ "@type": "Brand", name: "TeeRang Active" });
    expect(node.image).toEqual([
      "https://shop.example/uploads/seed/products/beast-front.png",
      "https://shop.example/uploads/seed/products/beast-back.png",
    ]);
  });

  it("offers the displayed price in rupees (discount rounded down) as a number string, in stock", () => {
    const { product: node } = nodes(productJsonLd({ product: product({ price: 799, discount: 30 }), reviews: null, absolute }));
    // 799 - floor(799 x 30 / 100) = 799 - 239 = 560
    expect(node.offers).toMatchObject({
      "@type": "Offer",
      price: "560",
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url: "https://shop.example/product/details/beast-mode-oversized-gym-tee",
    });
  });

  it("says OutOfStock when no stock is left", () => {
    const { product: node } = nodes(productJsonLd({ product: product({ stock: 0 }), reviews: null, absolute }));
    expect(node.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });

  it("has an AggregateRating only when the product has reviews", () => {
    const without = nodes(productJsonLd({ product: product(), reviews: null, absolute })).product;
    expect(without).not.toHaveProperty("aggregateRating");
    const none = nodes(productJsonLd({ product: product(), reviews: { average: 0, total: 0 }, absolute })).product;
    expect(none).not.toHaveProperty("aggregateRating");

    const rated = nodes(productJsonLd({ product: product(), reviews: { average: 4.3, total: 7 }, absolute })).product;
    expect(rated.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 7 });
  });

  it("gives the breadcrumb Home > Category > Product with absolute URLs", () => {
    const { breadcrumb } = nodes(productJsonLd({ product: product(), reviews: null, absolute }));
    expect(breadcrumb.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
      { "@type": "ListItem", position: 2, name: "Fitness", item: "https://shop.example/category-data/fitness" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Beast Mode Oversized Gym Tee",
        item: "https://shop.example/product/details/beast-mode-oversized-gym-tee",
      },
    ]);
  });

  it("keeps images already on another host as they are", () => {
    const { product: node } = nodes(
      productJsonLd({ product: product({ images: ["https://cdn.example/a.png"], image: "https://cdn.example/a.png" }), reviews: null, absolute }),
    );
    expect(node.image).toEqual(["https://cdn.example/a.png"]);
  });
});

describe("JSON-LD serialisation", () => {
  it("cannot close the script element and still parses back to the same data", () => {
    const data = productJsonLd({
      product: product({ name: "Evil </script><script>alert(1)</script> Tee & Co" }),
      reviews: null,
      absolute,
    });
    const json = serializeJsonLd(data);
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe("review stats", () => {
  it("averages the per-star counts to one decimal", () => {
    expect(
      reviewStats([
        { rating: 5, count: 3 },
        { rating: 4, count: 2 },
        { rating: 3, count: 0 },
        { rating: 2, count: 1 },
        { rating: 1, count: 0 },
      ]),
    ).toEqual({ average: 4.2, total: 6 }); // (15 + 8 + 2) / 6 = 4.1666...
  });

  it("is null without reviews", () => {
    expect(reviewStats([5, 4, 3, 2, 1].map((rating) => ({ rating: rating as 5 | 4 | 3 | 2 | 1, count: 0 })))).toBeNull();
  });
});
