import { randomBytes } from "node:crypto";
import { expect, test, type Page, type TestInfo } from "./support/test";
import { newCustomer } from "./support/customer";
import { hydrated } from "./support/hydration";

/*
 * The design query form (/queryform): sent with a picture on a phone and on a
 * desktop ('Form submitted', the form clears); without a picture, the toast 'error ' and
 * nothing sent; a signed-in shopper's name and e-mail filled in.
 */

/** An 8 x 8 PNG. */
const PICTURE = {
  name: "my-design.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4Eq6HFTEMLQkAcVVaQb9K9wcAAAAASUVORK5CYII=",
    "base64",
  ),
};

/** Each test from its own address, so the day's five queries per address hold for the shop, not the run. */
async function ownAddress(page: Page) {
  const tag = randomBytes(4).toString("hex");
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `2001:db8:51:${tag.slice(0, 4)}::${tag.slice(4)}` });
}

/** The phone project runs at 360 x 780, the narrowest phone the shop is drawn for. */
async function phoneSize(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === "mobile") await page.setViewportSize({ width: 360, height: 780 });
}

const field = (page: Page, name: string) => page.getByTestId("query-form").getByLabel(name, { exact: true });

async function fillText(page: Page, email: string) {
  await field(page, "Name").fill("Asha Verma");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("98765 43210");
  await field(page, "Message").fill("A rangoli peacock on a navy tee, size M, please.");
}

test.beforeEach(async ({ page }, testInfo) => {
  await ownAddress(page);
  await phoneSize(page, testInfo);
});

test("the query form is sent with a picture: 'Form submitted' and the form clears", async ({ page }, testInfo) => {
  await page.goto("/queryform");
  await expect(page).toHaveTitle(/^Query Form \| TeeRang$/);
  await expect(page.getByRole("heading", { level: 1, name: "Query Form" })).toBeVisible();
  await expect(field(page, "Image upload")).toHaveAttribute("accept", /image\/jpeg.*image\/png/);
  // The page fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: testInfo.outputPath(`queryform-${testInfo.project.name}.png`), fullPage: true });

  await hydrated(page.getByTestId("query-form"));
  await fillText(page, `query-${randomBytes(4).toString("hex")}@example.in`);
  await field(page, "Image upload").setInputFiles(PICTURE);
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/design-add"));
  await page.getByRole("button", { name: "Submit" }).click();
  expect((await sent).status()).toBe(201);

  await expect(page.getByTestId("toast")).toHaveText("Form submitted");
  for (const name of ["Name", "Email", "Phone", "Message"]) await expect(field(page, name)).toHaveValue("");
  expect(await field(page, "Image upload").evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath(`queryform-sent-${testInfo.project.name}.png`) });
});

test("without a picture the form shows the toast 'error ' and sends nothing", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/design-add")) calls.push(request.url());
  });
  await page.goto("/queryform");
  await hydrated(page.getByTestId("query-form"));
  await fillText(page, "no-picture@example.in");
  await page.getByRole("button", { name: "Submit" }).click();

  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  expect(await toast.textContent()).toBe("error ");
  await expect(field(page, "Image upload")).toBeFocused();
  await expect(field(page, "Image upload")).toHaveAttribute("aria-invalid", "true");
  // What was typed stays for the second try.
  await expect(field(page, "Name")).toHaveValue("Asha Verma");
  expect(calls).toEqual([]);
});

test("a signed-in shopper finds their name and e-mail filled in", async ({ page }) => {
  const customer = await newCustomer(page, "Meera Iyer");
  await page.goto("/queryform");
  await expect(field(page, "Name")).toHaveValue("Meera Iyer");
  await expect(field(page, "Email")).toHaveValue(customer.email);
  await expect(field(page, "Phone")).toHaveValue("");
});

test("an empty form scrolls its first missing field into view below the sticky header and focuses it", async ({ page }) => {
  await page.goto("/queryform");
  await hydrated(page.getByTestId("query-form"));
  const submit = page.getByRole("button", { name: "Submit" });
  await submit.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await submit.click();
  const name = field(page, "Name");
  await expect(name).toBeFocused();
  const header = await page.getByTestId("site-header").boundingBox();
  const box = await name.boundingBox();
  // Its label too: the shopper must see which field it is.
  const label = await page.getByTestId("query-form").getByText("Name", { exact: true }).boundingBox();
  expect(label!.y, "the field's label is below the sticky header").toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
});

test("a sent query gives the shopper a reference number", async ({ page }) => {
  await page.goto("/queryform");
  await hydrated(page.getByTestId("query-form"));
  await fillText(page, `ref-${randomBytes(4).toString("hex")}@example.in`);
  await field(page, "Image upload").setInputFiles(PICTURE);
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/design-add"));
  await page.getByRole("button", { name: "Submit" }).click();
  const { query } = (await (await sent).json()) as { query: { _id: string } };
  const reference = `Q-${query._id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
  await expect(page.getByTestId("query-reference")).toContainText(reference);
});
