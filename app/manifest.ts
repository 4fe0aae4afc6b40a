import type { MetadataRoute } from "next";
import { MY_ORDERS_PATH } from "@/components/account/order-display";
import { shop } from "@/lib/shop";

/**
 * The web app manifest (/manifest.webmanifest, linked by Next from every page): what a phone
 * needs to install the shop to its home screen. Colours are the brand's: the header's indigo
 * (brand-950, as the viewport's theme colour) and the pages' white while it starts.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: `${shop.name}: Printed T-Shirts, Apparel and Gifts`,
    short_name: shop.name,
    description: shop.tagline,
    lang: "en-IN",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#181546",
    background_color: "#ffffff",
    categories: ["shopping", "lifestyle"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Cart", url: "/cart", icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] },
      { name: "My Orders", url: MY_ORDERS_PATH, icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] },
      { name: "Design your own", url: "/queryform", icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] },
    ],
  };
}
