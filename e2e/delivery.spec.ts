import { expect, test, type Page } from "./support/test";
import { addToCartByApi, customerId, DELIVERY, newCustomer, productToBuy } from "./support/customer";
import { hydrated } from "./support/hydration";

/**
 * Delivery by PIN code as a shopper meets it: the product page's Check delivery (remembered for
 * the next product), the checkout filling city and state from the PIN, and cash on delivery
 * and its fee, stated at the payment step. Screens at 360 and 1280 px go to
 * SHOTS_DIR when it is set.
 */

const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: width === 360 });
  }
}

test.describe("delivery by PIN code", () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(({ isMobile }) => isMobile, "one browser is enough: the screens are taken at both widths");

  test("Check delivery on a product page promises a day, explains an unknown PIN, and remembers the PIN", async ({ page }) => {
    const [first, second] = [await productToBuy(page, 0), await productToBuy(page, 1)];
    await page.goto(`/product/details/${first.slug}`);
    const check = page.getByTestId("delivery-check");
    await hydrated(check.getByRole("button", { name: "Check" }));

    await check.getByLabel("PIN code").fill("999999");
    await check.getByRole("button", { name: "Check" }).click();
    await expect(check.getByTestId("delivery-refusal")).toHaveText("PIN code 999999 is not in India Post's directory. Please check it.");

    await check.getByLabel("PIN code").fill("0123");
    await check.getByRole("button", { name: "Check" }).click();
    await expect(check.getByTestId("delivery-refusal")).toHaveText("Enter a 6-digit PIN code that does not start with 0.");

    await check.getByLabel("PIN code").fill("302001");
    await check.getByRole("button", { name: "Check" }).click();
    await expect(check.getByTestId("delivery-promise")).toHaveText(/^Delivered by \w{3}, \d{1,2} \w{3} · Cash on delivery available$/);
    await expect(check).toContainText("To Jaipur, Rajasthan 302001");
    await check.scrollIntoViewIfNeeded();
    await shoot(page, "product-delivery-check");

    // A remote PIN: cash is not collected there, and the page says why.
    await check.getByLabel("PIN code").fill("781001");
    await check.getByRole("button", { name: "Check" }).click();
    await expect(check.getByTestId("delivery-promise")).toHaveText(/Cash on delivery not available$/);
    await expect(check).toContainText("Cash on delivery is not offered in Assam.");

    // The next product checks the remembered PIN by itself.
    await page.goto(`/product/details/${second.slug}`);
    const next = page.getByTestId("delivery-check");
    await expect(next.getByLabel("PIN code")).toHaveValue("781001");
    await expect(next.getByTestId("delivery-promise")).toContainText("Delivered by");
  });

  // Cash on delivery refused over its ceiling is checkout.spec.ts's journey; this one buys one piece
  // (many pieces here took the stock another journey counted on).
  test("the checkout fills city and state from the PIN, shows the promise, and states cash on delivery's fee", async ({ page }) => {
    await newCustomer(page);
    const userId = await customerId(page);
    await addToCartByApi(page, userId, await productToBuy(page, 1), 1);

    await page.goto("/checkout");
    const form = page.getByTestId("address-form");
    await hydrated(form.getByRole("button", { name: "Save address" }));
    await form.getByLabel("Full name").fill(DELIVERY.name);
    await form.getByLabel("Phone number").fill(DELIVERY.phone);
    await form.getByLabel("Address (house, street)").fill(DELIVERY.address);
    await form.getByLabel("Area / locality").fill(DELIVERY.area);
    await form.getByLabel("PIN code").fill("400001");
    await expect(form.getByLabel("City")).toHaveValue("Mumbai");
    await expect(form.getByLabel("State")).toHaveValue("Maharashtra");
    await expect(form.getByTestId("address-delivery-promise")).toHaveText(/^Delivered by .+ · Cash on delivery available$/);
    await shoot(page, "checkout-address");

    // A state that is not the PIN's is explained before anything is sent.
    await form.getByLabel("State").selectOption("Gujarat");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByText("PIN code 400001 is in Maharashtra. Please choose Maharashtra as the state, or check the PIN code.")).toBeVisible();
    await form.getByLabel("State").selectOption("Maharashtra");
    await form.getByRole("button", { name: "Save address" }).click();
    await page.getByRole("link", { name: "Continue to shipping" }).click();
    await expect(page).toHaveURL(/\/shiping$/);
    await expect(page.getByTestId("shipping-delivery-promise")).toHaveText(/^Delivered by /);
    await shoot(page, "checkout-shipping");

    await hydrated(page.getByTestId("continue-to-payment"));
    await page.getByTestId("continue-to-payment").click();
    await expect(page).toHaveURL(/\/payment\?orderId=/);
    const cod = page.getByTestId("cod-option");
    await expect(cod.getByTestId("cod-note")).toContainText("A ₹49 cash-on-delivery fee is added."); // COD_FEE's default
    await expect(cod.getByRole("radio")).toBeEnabled();
    await expect(page.getByTestId("payment-summary")).toContainText("Delivery by");
    await shoot(page, "checkout-payment");
  });
});
