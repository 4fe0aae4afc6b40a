import { expect, test } from "@playwright/test";
import { customerId, newCustomer } from "./support/customer";
import { hydrated } from "./support/hydration";

/**
 * Chat with the seller (issue 13; spec §1, §3 Chat state, §4 Chat): a signed-out shopper taps
 * 'Message the seller' on a product, signs in at the gate and lands in the dashboard's Messages
 * tab on that shop's conversation; their message goes out with Enter; the seller answers through
 * the staff API and the answer appears without a reload (the live stream), with markup shown as
 * the characters typed. On the desktop and phone projects, with a screenshot of each.
 */

const SHOP = "TeeRang Originals";
const SELLER = { email: "seller@teerang.in", password: "Seller@1234" };
const QUESTION = "Is the navy tee true to size?";
const REPLY = "<img src=x onerror=alert(1)> Yes, it runs true to size.";

test.describe("chat with the seller", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a shopper writes from a product page and the seller's reply arrives live", async ({ page, playwright, baseURL }, testInfo) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });

    const customer = await newCustomer(page, "Kavya Rao");
    const shopperId = await customerId(page);
    await page.context().clearCookies();
    const catalogue = (await (await page.request.get("/api/home/get-products")).json()) as { products: { slug: string; shopName: string }[] };
    const product = catalogue.products.find((p) => p.shopName === SHOP)!;

    await test.step("'Message the seller' asks a visitor to sign in, then opens that shop's conversation", async () => {
      await page.goto(`/product/details/${product.slug}`);
      const entry = page.getByRole("button", { name: /Message the seller/ });
      await hydrated(entry);
      await entry.click();
      const signIn = page.getByRole("dialog", { name: "Sign In" });
      await expect(signIn).toBeVisible();
      await signIn.getByLabel("Email").fill(customer.email);
      await signIn.getByLabel("Password").fill(customer.password);
      await signIn.getByRole("button", { name: "Login" }).click();
      // Signing in, then the dashboard and its Messages tab load: a slow machine takes a while.
      await expect(page).toHaveURL(/\/dashboard-client\?tab=messages&chat=[0-9a-f-]{36}$/, { timeout: 25_000 });
      await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: SHOP, level: 2 })).toBeVisible();
      await expect(page.getByTestId("chat-live")).toHaveAttribute("data-live", "yes");
    });

    const conversation = page.getByTestId("chat-conversation");
    await test.step("the shopper's message goes out with Enter", async () => {
      const box = conversation.getByLabel(`Message ${SHOP}`);
      await box.fill(QUESTION);
      await expect(conversation.getByText(`${QUESTION.length} / 2,000`)).toBeVisible();
      await box.press("Enter");
      await expect(conversation.getByTestId("chat-message").filter({ hasText: QUESTION })).toHaveAttribute("data-sender", "customer");
      await expect(box).toHaveValue("");
    });

    await test.step("the seller's reply through the API appears without a reload, as text", async () => {
      await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
      const staff = await playwright.request.newContext({ baseURL });
      const login = await staff.post("/api/seller/login", { data: SELLER });
      expect(login.ok(), await login.text()).toBe(true);
      const headers = { Authorization: `Bearer ${(await login.json()).token}` };
      const listed = await (await staff.get("/api/seller/chat/conversations", { headers })).json();
      const mine = listed.conversations.find((c: { customer: { _id: string } }) => c.customer._id === shopperId);
      expect(mine?.lastMessage).toBe(QUESTION);
      const replied = await staff.post(`/api/seller/chat/${mine._id}/reply`, { headers, data: { message: REPLY } });
      expect(replied.status(), await replied.text()).toBe(201);
      await staff.dispose();

      const answer = conversation.getByTestId("chat-message").filter({ hasText: REPLY });
      await expect(answer).toHaveAttribute("data-sender", "seller");
      await expect(answer.locator("p").first()).toHaveText(REPLY);
      await expect(page.getByTestId("chat-messages").locator("img")).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      // It came through the stream: polling runs only while the stream is down.
      await expect(page.getByTestId("chat-live")).toHaveAttribute("data-live", "yes");
      expect(alerts).toEqual([]);
    });

    await test.step("the conversation list shows the shop with the latest message", async () => {
      if (testInfo.project.name === "mobile") {
        await page.setViewportSize({ width: 360, height: 780 });
        await page.screenshot({ path: testInfo.outputPath("chat-phone-conversation.png") });
        await conversation.getByRole("button", { name: "All messages" }).click();
        await expect(page).toHaveURL(/\?tab=messages$/);
      }
      const friend = page.getByTestId("chat-friends").getByRole("button", { name: new RegExp(SHOP) });
      await expect(friend).toBeVisible();
      await expect(friend).toContainText("Yes, it runs true to size.");
      await page.screenshot({ path: testInfo.outputPath(`chat-${testInfo.project.name}.png`), fullPage: false });
    });
  });
});
