// The honest shoppers of a sale day: 80% browsing, 15% cart work, 5% checkouts (cash on delivery
// or the sandbox's online payment), each shopper from an address of its own.
import type { Recorder } from "./recorder";
import { send, type Visitor } from "./http";
import { registrationCodeFor } from "./outbox";

export type Catalogue = {
  slugs: string[];
  categories: string[];
  products: { id: string; size: string; color: string }[];
};

export type Shopper = Visitor & { id: string; number: number };

const SEARCHES = ["hustle", "tshirt", "hoodie", "mug", "desi", "yoga", "cat", "kids tee", "oversized", "gift"];
const SHIP_TO = { name: "Asha Verma", address: "12 MG Road", phone: "9876543210", post: "302001", province: "Rajasthan", city: "Jaipur", area: "Near the fort" };

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One browsing step: a page or a catalogue call, mostly the popular ones, sometimes new. */
async function browse(recorder: Recorder, base: string, shopper: Shopper, catalogue: Catalogue): Promise<void> {
  const r = Math.random();
  if (r < 0.15) {
    await send(recorder, "browse: home", base, "/", shopper);
    // A shopper who scrolls past the offers has the page fetch the sections below (decision 0031).
    if (Math.random() < 0.5) await send(recorder, "browse: api", base, "/api/home/more-sections", shopper);
  }
  else if (r < 0.3) await send(recorder, "browse: collections", base, `/collections?category=${pick(catalogue.categories)}&price=${pick(["0-500", "500-1000", "1000-2000"])}`, shopper);
  else if (r < 0.6) await send(recorder, "browse: product", base, `/product/details/${pick(catalogue.slugs)}`, shopper);
  else if (r < 0.75) {
    // One search in ten is a term nobody typed before (a cache miss).
    const term = Math.random() < 0.1 ? `${pick(SEARCHES)} ${Math.random().toString(36).slice(2, 6)}` : pick(SEARCHES);
    await send(recorder, "browse: search", base, `/product?value=${encodeURIComponent(term)}`, shopper);
  } else if (r < 0.9) await send(recorder, "browse: api", base, `/api/home/query-products?category=${pick(catalogue.categories)}&pageNumber=${1 + Math.floor(Math.random() * 3)}`, shopper);
  else await send(recorder, "browse: api", base, `/api/home/get-product/${pick(catalogue.slugs)}`, shopper);
}

async function addToCart(recorder: Recorder, kind: string, base: string, shopper: Shopper, catalogue: Catalogue): Promise<boolean> {
  const product = pick(catalogue.products);
  const added = await send(recorder, kind, base, "/api/home/product/add-to-card", shopper, {
    method: "POST",
    body: { userId: shopper.id, productId: product.id, quantity: 1 + Math.floor(Math.random() * 2), size: product.size, color: product.color },
    refusals: [409], // sold out, at the stock, or at the most of one product an order may hold (MAX_PER_PRODUCT)
  });
  return added?.status === 200;
}

/** Cart work: add something, look at the cart, sometimes take a line out. */
async function cartWork(recorder: Recorder, base: string, shopper: Shopper, catalogue: Catalogue): Promise<void> {
  await addToCart(recorder, "cart", base, shopper, catalogue);
  const cart = await send(recorder, "cart", base, `/api/home/product/get-card-product/${shopper.id}`, shopper);
  const lines = ((cart?.body as { card_products?: { products: { _id: string }[] }[] })?.card_products ?? []).flatMap((shop) => shop.products);
  if (lines.length > 2) await send(recorder, "cart", base, `/api/home/product/delete-card-product/${pick(lines)._id}`, shopper, { method: "DELETE" });
}

/** A checkout: something in the cart, the order placed (with an Idempotency-Key), then paid. */
async function checkout(recorder: Recorder, base: string, shopper: Shopper, catalogue: Catalogue): Promise<void> {
  await addToCart(recorder, "checkout", base, shopper, catalogue);
  const key = `load-${shopper.number}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const placed = await send(recorder, "checkout", base, "/api/home/order/palce-order", shopper, {
    method: "POST",
    body: { userId: shopper.id, shippingInfo: SHIP_TO, price: 1, products: [], shipping_fee: 0, items: 1 },
    headers: { "idempotency-key": key },
    expected: [201],
    refusals: [409], // an empty or sold-out cart, or more of a product than one order may hold
  });
  const orderId = (placed?.body as { orderId?: string } | undefined)?.orderId;
  if (placed?.status !== 201 || !orderId) return;
  // Half choose cash on delivery where the payment page offers it: it asks first, as the page
  // does (an order above the ceiling, or a shopper with enough such orders on the way, pays online).
  if (Math.random() < 0.5) {
    const cod = await send(recorder, "checkout", base, `/api/order/cash-on-delivery/${orderId}`, shopper);
    if ((cod?.body as { available?: boolean } | undefined)?.available) {
      await send(recorder, "checkout", base, "/api/order/create-payment", shopper, { method: "POST", body: { type: "COD", orderId } });
      return;
    }
  }
  const link = await send(recorder, "checkout", base, "/api/order/create-payment", shopper, { method: "POST", body: { type: "ONLINEPAY", orderId } });
  const url = (link?.body as { data?: { data?: { instrumentResponse?: { redirectInfo?: { url?: string } } } } })?.data?.data?.instrumentResponse?.redirectInfo?.url;
  if (!url) return;
  const linkId = new URL(url, base).pathname.split("/").pop()!;
  // The sandbox page's Pay button, then the browser following it back to the shop.
  const pressed = await send(recorder, "checkout", base, `/api/order/sandbox-pay/${linkId}?outcome=pay`, shopper, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    expected: [303],
  });
  if (!pressed?.location) return;
  const back = new URL(pressed.location, base);
  await send(recorder, "checkout", base, `${back.pathname}${back.search}`, shopper, { headers: { accept: "text/html" }, expected: [303] });
}

/** A shopper's visit, over and over until `until`, across the servers in turn. */
export async function shop(recorder: Recorder, bases: string[], shopper: Shopper, catalogue: Catalogue, until: () => boolean): Promise<void> {
  for (let i = shopper.number; !until(); i++) {
    const base = bases[i % bases.length]!;
    const r = Math.random();
    if (r < 0.8) await browse(recorder, base, shopper, catalogue);
    else if (r < 0.95) await cartWork(recorder, base, shopper, catalogue);
    else await checkout(recorder, base, shopper, catalogue);
  }
}

/**
 * Registers shopper `number` (its own address, so sign-up limits count each apart) on `server`,
 * in both steps as the register form does: the details (202), then the same with the code from
 * the server's outbox (201 and the session token).
 */
export async function registerShopper(recorder: Recorder, server: { base: string; dataDir: string }, number: number): Promise<Shopper> {
  const { base } = server;
  const address = `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`;
  const email = `load-${number}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const details = { name: "Load Shopper", phone: "9876543210", email, password: "Rangoli-2024" };
  const asked = await send(recorder, "setup", base, "/api/customer/customer-register", { address }, { method: "POST", body: details, expected: [202] });
  if (asked?.status !== 202) throw new Error(`registering shopper ${number} failed: ${JSON.stringify(asked?.body)}`);
  const otp = await registrationCodeFor(email, server.dataDir);
  const registered = await send(recorder, "setup", base, "/api/customer/customer-register", { address }, {
    method: "POST",
    body: { ...details, otp },
    expected: [201],
  });
  const token = (registered?.body as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`registering shopper ${number} failed: ${JSON.stringify(registered?.body)}`);
  const info = await send(recorder, "setup", base, "/api/useringfo", { address, token });
  const id = (info?.body as { data?: { id?: string } } | undefined)?.data?.id;
  if (!id) throw new Error(`reading shopper ${number}'s account failed`);
  return { address, token, id, number };
}
