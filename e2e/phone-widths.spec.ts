import { expect, test, type Page } from "./support/test";
import { registerByApi } from "./support/customer";
import { hydrated } from "./support/hydration";

/**
 * Nothing scrolls sideways on a small phone (a walkthrough found the payment step was 420 px wide at
 * 360 with a long e-mail, its dialogs cut off, the cart 9 px too wide with the Dog Dad tee).
 * The whole journey, from the cart to My Orders, is filled with the longest values a shopper
 * realistically brings: a long name and e-mail, a long address in the longest-named state, and
 * the catalogue's longest product name, and measured at 320 and 360 px.
 */

const LONG_SHIPPING = {
  name: "Venkatanarasimha Rajuvaripet Subrahmanya Chandrasekhara",
  address: "Flat 1204, Tower B, Prestige Shantiniketan Apartments, Whitefield Main Road, Opposite ITPL Back Gate",
  area: "Hoodi Village, Krishnarajapuram Hobli, Mahadevapura",
  city: "Thiruvananthapuram",
  post: "396230",
  province: "Dadra and Nagar Haveli and Daman and Diu",
};

/** The page's width and every open dialog's box, measured against the phone's own width. */
async function expectNoSidewaysScroll(page: Page, width: number, where: string) {
  // A layout that overflows widens a phone's layout viewport (and so innerWidth) with it:
  // compare with the width the phone really has.
  const measured = await page.evaluate((phone) => {
    // The innermost elements sticking out on the right, named, so a failure says where to look.
    const sticking = [...document.querySelectorAll("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= phone + 0.5) return false;
      for (let up = element.parentElement; up; up = up.parentElement) if (getComputedStyle(up).overflowX !== "visible") return false;
      return ![...element.children].some((child) => child.getBoundingClientRect().right > phone + 0.5);
    });
    return {
      page: document.documentElement.scrollWidth,
      sticking: sticking.slice(0, 5).map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? "").trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${Math.round(box.left)}-${Math.round(box.right)} "${text}"`;
      }),
      dialogs: [...document.querySelectorAll("dialog[open]")].map((dialog) => {
        const box = dialog.getBoundingClientRect();
        return { left: Math.floor(box.left), right: Math.ceil(box.right) };
      }),
    };
  }, width);
  // Soft: one run names every page that does not fit.
  expect.soft(measured.page, `${where} at ${width} px: the page is wider than the phone; sticking out:\n${measured.sticking.join("\n")}`).toBeLessThanOrEqual(width);
  for (const dialog of measured.dialogs) {
    expect.soft(dialog.left, `${where} at ${width} px: a dialog starts off the screen`).toBeGreaterThanOrEqual(0);
    expect.soft(dialog.right, `${where} at ${width} px: a dialog ends off the screen`).toBeLessThanOrEqual(width);
  }
}

type CatalogueProduct = { _id: string; name: string; stock: number; size: string[]; color: string[] };

/** The longest product name of the demo catalogue (lib/seed/catalogue-data.ts). */
const LONGEST_PRODUCT = "Train Insane Or Remain The Same Dri-Fit Tee";

async function productNamed(page: Page, name: string): Promise<CatalogueProduct> {
  const answer = await page.request.get(`/api/home/query-products?searchValue=${encodeURIComponent(name)}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const found = ((await answer.json()) as { products: CatalogueProduct[] }).products.find((product) => product.name === name);
  expect(found, name).toBeTruthy();
  return found!;
}

for (const width of [320, 360]) {
  test(`the journey from cart to My Orders fits a ${width} px phone with the longest values`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 740 });
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `2001:db8:27:${stamp.slice(-4)}::${stamp.slice(-8, -4)}` });
    await registerByApi(page.request, {
      name: LONG_SHIPPING.name,
      email: `venkatanarasimha.rajuvaripet.${stamp}@example.in`,
      phone: `9${stamp.slice(-9)}`,
      password: "Shopper@1234",
    });
    const userId = ((await (await page.request.get("/api/useringfo")).json()) as { data: { id: string } }).data.id;

    // The catalogue's longest product name, and the Dog Dad tee the walkthrough met.
    const longest = await productNamed(page, LONGEST_PRODUCT);
    const dogDad = await productNamed(page, "Dog Dad Printed Cotton T-Shirt");
    for (const product of [longest, dogDad]) {
      const added = await page.request.post("/api/home/product/add-to-card", {
        data: { userId, productId: product._id, size: product.size.at(-1), color: product.color.at(-1), quantity: 2 },
      });
      expect(added.ok(), await added.text()).toBe(true);
    }

    await test.step("the cart", async () => {
      await page.goto("/cart");
      await expect(page.getByTestId("cart-line").first()).toBeVisible();
      await expect(page.getByText(longest.name).first()).toBeVisible();
      await expectNoSidewaysScroll(page, width, "/cart");
    });

    await test.step("the Information step, with the address form and then the saved address", async () => {
      await page.goto("/checkout");
      const form = page.getByTestId("address-form");
      await hydrated(form.getByRole("button", { name: "Save address" }));
      await expectNoSidewaysScroll(page, width, "/checkout (form)");
      await form.getByLabel("Full name").fill(LONG_SHIPPING.name);
      await form.getByLabel("Phone number").fill("9876543210");
      await form.getByLabel("Address (house, street)").fill(LONG_SHIPPING.address);
      await form.getByLabel("Area / locality").fill(LONG_SHIPPING.area);
      await form.getByLabel("City").fill(LONG_SHIPPING.city);
      await form.getByLabel("PIN code").fill(LONG_SHIPPING.post);
      await form.getByLabel("State").selectOption(LONG_SHIPPING.province);
      await form.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByRole("heading", { name: `Deliver to ${LONG_SHIPPING.name}` })).toBeVisible();
      await expectNoSidewaysScroll(page, width, "/checkout");
    });

    await test.step("the Shipping step", async () => {
      await page.getByRole("link", { name: "Continue to shipping" }).click();
      await expect(page).toHaveURL(/\/shiping$/);
      await hydrated(page.getByTestId("continue-to-payment"));
      await expectNoSidewaysScroll(page, width, "/shiping");
    });

    const orderId = await test.step("the payment step and its dialogs", async () => {
      await page.getByTestId("continue-to-payment").click();
      await expect(page).toHaveURL(/\/payment\?orderId=/);
      await hydrated(page.getByTestId("pay-button"));
      await expect(page.getByTestId("payment-summary")).toContainText("venkatanarasimha");
      await expectNoSidewaysScroll(page, width, "/payment");
      await page.screenshot({ path: test.info().outputPath(`payment-${width}.png`), fullPage: true });
      await page.getByRole("radio", { name: /Cash on delivery/ }).check();
      await page.getByTestId("pay-button").click();
      await expect(page.getByRole("dialog", { name: "Are you sure?" })).toBeVisible();
      await expectNoSidewaysScroll(page, width, "'Are you sure?'");
      await page.getByRole("button", { name: "Yes, place it" }).click();
      await expect(page.getByRole("dialog", { name: "Order Placed" })).toBeVisible();
      await expectNoSidewaysScroll(page, width, "'Order Placed'");
      await page.screenshot({ path: test.info().outputPath(`order-placed-${width}.png`) });
      const id = new URL(page.url()).searchParams.get("orderId")!;
      await page.getByRole("button", { name: "View your order" }).click();
      return id;
    });

    await test.step("the order's page", async () => {
      await expect(page).toHaveURL(new RegExp(`/dashboard/order/details/${orderId}$`));
      await expect(page.getByTestId("order-address")).toContainText(LONG_SHIPPING.province);
      await expectNoSidewaysScroll(page, width, "the order page");
      await page.getByRole("button", { name: "Cancel order" }).click();
      await expect(page.getByTestId("cancel-dialog")).toBeVisible();
      await expectNoSidewaysScroll(page, width, "'Cancel this order?'");
      await page.getByRole("button", { name: "Keep order" }).click();
    });

    await test.step("My Orders", async () => {
      await page.goto("/dashboard-client?tab=orders");
      await expect(page.locator(`[data-testid="order-entry"][data-order-id="${orderId}"]:visible`)).toBeVisible();
      await expectNoSidewaysScroll(page, width, "My Orders");
    });
  });
}
