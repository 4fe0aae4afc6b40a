import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { customerId, newCustomer } from "./support/customer";
import { hydrated } from "./support/hydration";

/**
 * Chat with the seller: a signed-out shopper taps
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

/** The shopper's conversation with SHOP, opened through the API; its id and the shop's. */
async function openConversation(page: Page): Promise<{ conversationId: string; sellerId: string }> {
  const catalogue = (await (await page.request.get("/api/home/get-products")).json()) as { products: { sellerId: string; shopName: string }[] };
  const sellerId = catalogue.products.find((p) => p.shopName === SHOP)!.sellerId;
  const opened = await page.request.post("/api/chat/customer/add-customer-friend", { data: { sellerId } });
  expect(opened.ok(), await opened.text()).toBe(true);
  return { conversationId: ((await opened.json()) as { currentFd: { conversationId: string } }).currentFd.conversationId, sellerId };
}

/** The seller answers a conversation through the staff API. */
async function sellerReplies(staff: APIRequestContext, conversationId: string, message: string) {
  const login = await staff.post("/api/seller/login", { data: SELLER });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const replied = await staff.post(`/api/seller/chat/${conversationId}/reply`, { headers, data: { message } });
  expect(replied.status(), await replied.text()).toBe(201);
}

test.describe("chat on a phone and elsewhere in the shop", () => {
  test.describe.configure({ timeout: 90_000 });

  test("on a 360 px phone the conversation opens whole: heading below the header, text box above the bottom bar", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the phone's layout");
    await page.setViewportSize({ width: 360, height: 740 });
    await newCustomer(page, "Nisha Pillai");
    const { conversationId } = await openConversation(page);
    await page.goto(`/dashboard-client?tab=messages&chat=${conversationId}`);
    const conversation = page.getByTestId("chat-conversation");
    const box = conversation.getByLabel(`Message ${SHOP}`);
    await expect(box).toBeVisible();
    await expect(box).toBeInViewport({ ratio: 1 });
    const send = conversation.getByRole("button", { name: "Send" });
    const bar = await page.getByTestId("bottom-bar").boundingBox();
    const header = await page.getByTestId("site-header").boundingBox();
    await expect.poll(async () => (await send.boundingBox())!.y + (await send.boundingBox())!.height).toBeLessThanOrEqual(bar!.y);
    const heading = await conversation.getByRole("heading", { name: SHOP, level: 2 }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.screenshot({ path: testInfo.outputPath("chat-phone-open.png") });
  });

  test("a seller's reply while the shopper is elsewhere shows on the account icon until it is read, on every device", async ({ page, playwright, baseURL, isMobile }) => {
    await newCustomer(page, "Farah Khan");
    const { conversationId } = await openConversation(page);
    await page.request.post("/api/chat/customer/send-message-to-seller", { data: { conversationId, message: QUESTION } });
    const staff = await playwright.request.newContext({ baseURL });
    await sellerReplies(staff, conversationId, "Yes, it does.");

    const badge = page.getByTestId(isMobile ? "menu-unread" : "account-unread");
    await page.goto("/collections");
    await expect(badge).toHaveText("1");
    if (isMobile) await expect(page.getByTestId("mobile-menu-button")).toHaveAccessibleName("Open menu, 1 unread message");
    else await expect(page.getByTestId("account-button").filter({ visible: true })).toHaveAccessibleName("Farah Khan, 1 unread message");

    // Read in the Messages tab: the badge goes, and stays gone on the next page (the mark is the server's).
    await page.goto(`/dashboard-client?tab=messages&chat=${conversationId}`);
    await expect(page.getByTestId("chat-message").filter({ hasText: "Yes, it does." })).toBeVisible();
    await expect(badge).toHaveCount(0);
    await page.goto("/");
    await hydrated(page.getByTestId("search-button"));
    await page.waitForLoadState("networkidle");
    await expect(badge).toHaveCount(0);
    const friends = (await (await page.request.get("/api/chat/customer/friends")).json()) as { myFriends: { conversationId: string; unread: number }[] };
    expect(friends.myFriends.find((f) => f.conversationId === conversationId)?.unread).toBe(0);

    await sellerReplies(staff, conversationId, "Anything else?");
    await staff.dispose();
    await page.goto("/offer-promotion");
    await expect(badge).toHaveText("1");
  });
});
