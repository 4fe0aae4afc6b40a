import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from "@playwright/test";
import { codeMailedTo, mailsTo } from "./outbox";

export type Customer = { name: string; email: string; password: string; phone: string };

/**
 * A new customer for one journey, registered through the API and signed in in this page's
 * browser context. Each comes from its own address (an IPv6 /64 of the documentation range in
 * X-Forwarded-For; the e2e server trusts its loopback proxy), as separate households would, so
 * the per-address sign-up limit holds for the shop and never ends the run.
 */
export async function newCustomer(page: Page, name = "Asha Verma"): Promise<Customer> {
  const tag = randomBytes(6).toString("hex");
  const address = `2001:db8:${tag.slice(0, 4)}:${tag.slice(4, 8)}::${tag.slice(8, 12)}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const customer: Customer = {
    name,
    email: `shopper-${tag}@example.in`,
    password: "Shopper@1234",
    phone: `9${String(parseInt(tag.slice(0, 9), 16)).padStart(9, "0").slice(-9)}`,
  };
  await registerByApi(page.request, customer);
  return customer;
}

/**
 * Registers through the API as the register form does, in both steps: the details (202), then
 * the same with the code from the e2e server's outbox (201, and the session cookie in
 * `request`'s context). Every e2e registration by API goes through here.
 */
export async function registerByApi(
  request: APIRequestContext,
  details: { name: string; phone: string; email: string; password: string },
): Promise<APIResponse> {
  const before = mailsTo(details.email).length;
  const asked = await request.post("/api/customer/customer-register", { data: details });
  expect(asked.status(), await asked.text()).toBe(202);
  const otp = await codeMailedTo(details.email, before);
  const answer = await request.post("/api/customer/customer-register", { data: { ...details, otp } });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer;
}

/**
 * The register modal's second step: after "Register", the code from the mail to `email`, then
 * "Create Account". `mailsBefore`: the mails to `email` before "Register" was pressed.
 */
export async function enterRegistrationCode(register: Locator, email: string, mailsBefore = 0): Promise<void> {
  const form = register.getByTestId("register-code-form");
  await expect(form).toBeVisible();
  await expect(form).toContainText(email);
  // A fresh, empty field: not the phone number left over from the details' form.
  await expect(form.getByLabel("Code")).toHaveValue("");
  await form.getByLabel("Code").fill(await codeMailedTo(email, mailsBefore));
  await form.getByRole("button", { name: "Create Account" }).click();
}

/** A product to buy: in stock, with its first size and colour (from the catalogue API). */
export async function productToBuy(page: Page, index = 0) {
  const answer = await page.request.get("/api/home/get-products");
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { products: { _id: string; slug: string; name: string; stock: number; size: string[]; color: string[] }[] };
  const products = body.products.filter((product) => product.stock > 5 && product.size.length > 0 && product.color.length > 0);
  const product = products[index % products.length]!;
  return { id: product._id, slug: product.slug, name: product.name, size: product.size[0]!, color: product.color[0]! };
}

/** Puts `quantity` of a product in the signed-in customer's cart through the API. */
export async function addToCartByApi(page: Page, userId: string, product: { id: string; size: string; color: string }, quantity = 1) {
  const answer = await page.request.post("/api/home/product/add-to-card", {
    data: { userId, productId: product.id, size: product.size, color: product.color, quantity },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The signed-in customer's id (GET /api/useringfo). */
export async function customerId(page: Page): Promise<string> {
  const answer = await page.request.get("/api/useringfo");
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

/** A delivery address the checkout accepts. */
export const DELIVERY = {
  name: "Asha Verma",
  phone: "9876543210",
  address: "12 MG Road, Flat 4B",
  area: "Indiranagar",
  city: "Bengaluru",
  post: "560038",
  province: "Karnataka",
};
