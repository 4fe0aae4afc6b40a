import { expect, test, type Page } from "./support/test";
import { enterRegistrationCode } from "./support/customer";
import { hydrated } from "./support/hydration";
import { codeMailedTo, mailsTo } from "./support/outbox";

/**
 * The account journey: register -> signed in, header shows the name -> 
 * logout -> login -> forgot password with the code from the e2e server's outbox -> SIGN IN with
 * the new password -> the dashboard shows the account.
 */

/**
 * Goes to `url` and waits until the page is hydrated and, when the browser holds the signedIn
 * hint, until the account island has asked who is signed in (a guest's page asks nothing).
 */
async function visit(page: Page, url: string) {
  const signedIn = (await page.context().cookies()).some((cookie) => cookie.name === "signedIn" && cookie.value === "1");
  const asked = signedIn ? page.waitForResponse((response) => response.url().endsWith("/api/useringfo")) : null;
  await page.goto(url);
  await hydrated(page.getByTestId("search-button"));
  await asked;
}

async function openSignIn(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByTestId("mobile-menu-button").click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Login Register" }).click();
  } else {
    await page.getByTestId("site-header").getByRole("link", { name: "Login Register" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectSignedInAs(page: Page, isMobile: boolean, name: string) {
  if (isMobile) {
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("link", { name })).toHaveAttribute("href", "/dashboard-client");
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
  } else {
    await expect(page.getByTestId("site-header").getByRole("link", { name })).toHaveAttribute("href", "/dashboard-client");
  }
}

async function expectSignedOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByTestId("mobile-menu-button").click();
    await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "Login Register" })).toBeVisible();
    await page.getByTestId("mobile-menu").getByRole("button", { name: "Close menu" }).click();
  } else {
    await expect(page.getByTestId("site-header").getByRole("link", { name: "Login Register" })).toBeVisible();
  }
}

test.describe("accounts", () => {
  test("register, logout, login, reset the password and see the dashboard", async ({ page, isMobile }, testInfo) => {
    // Six steps and some forty actions: ~45 s on an idle machine, over 90 s on a loaded one.
    test.setTimeout(180_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `e2e-${testInfo.project.name}-${stamp}@example.com`;
    const name = `Asha ${testInfo.project.name === "mobile" ? "Mobile" : "Desktop"}`;
    const password = "first-pass-123";
    const newPassword = "second-pass-456";

    await visit(page, "/");

    await test.step("register -> signed in at once, the header shows the name", async () => {
      const signIn = await openSignIn(page, isMobile);
      await signIn.getByRole("button", { name: "Create An Account" }).click();
      const register = page.getByRole("dialog", { name: "Register" });
      await expect(register).toBeVisible();
      // Client-side checks first: nothing filled.
      await register.getByRole("button", { name: "Register" }).click();
      await expect(register.getByText("Name is required")).toBeVisible();
      await expect(register.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
      await register.getByLabel("Name").fill(name);
      await register.getByLabel("Phone Number").fill(`98${stamp.slice(-8)}`);
      await register.getByLabel("Email").fill(email);
      await register.getByLabel("Password").fill(password);
      await register.getByRole("button", { name: "Register" }).click();
      // The code mailed to the address finishes it (the answer says nothing of existing accounts).
      await expect(page.getByText(/We have sent a 6-digit code to your e-mail/)).toBeVisible();
      const codeStep = register.getByTestId("register-code-form");
      await codeStep.getByLabel("Code").fill("000001");
      await codeStep.getByRole("button", { name: "Create Account" }).click();
      await expect(codeStep.getByRole("alert")).toHaveText("This code is wrong or has expired. Check the e-mail or request a new code.");
      await codeStep.getByLabel("Code").clear();
      await enterRegistrationCode(register, email);
      // Registering signs the shopper in: no Sign In modal after it.
      await expect(page.getByText(/Your account is ready/)).toBeVisible();
      await expect(page.getByTestId("auth-dialog")).toHaveCount(0);
      await expectSignedInAs(page, isMobile, name);
    });

    await test.step("logout -> Login | Register", async () => {
      if (isMobile) {
        await page.getByTestId("mobile-menu-button").click();
        await page.getByTestId("mobile-menu").getByRole("button", { name: "Logout" }).click();
      } else {
        await visit(page, "/dashboard-client");
        await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Logout" }).click();
      }
      await expect(page.getByText("You have been signed out.")).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expectSignedOut(page, isMobile);
    });

    await test.step("login with a wrong password, then the right one", async () => {
      const signIn = await openSignIn(page, isMobile);
      await signIn.getByLabel("Email").fill(email);
      await signIn.getByLabel("Password").fill("wrong-password");
      await signIn.getByRole("button", { name: "Login" }).click();
      await expect(page.getByText("Invalid email or password")).toBeVisible();
      await signIn.getByLabel("Password").fill(password);
      await signIn.getByRole("button", { name: "Login" }).click();
      await expect(page.getByTestId("auth-dialog")).toHaveCount(0);
      await expectSignedInAs(page, isMobile, name);
    });

    await test.step("reload keeps the session (cookie), then sign out from the dashboard", async () => {
      await visit(page, "/dashboard-client");
      await expect(page.getByTestId("account-details")).toContainText(email);
      if (isMobile) await page.getByRole("button", { name: "Dashboard" }).first().click();
      await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectSignedOut(page, isMobile);
    });

    await test.step("forgot password: OTP from the outbox, mismatch refused, reset -> SIGN IN", async () => {
      const signIn = await openSignIn(page, isMobile);
      await signIn.getByRole("button", { name: "Forgot your password?" }).click();
      const reset = page.getByRole("dialog", { name: "Reset Password" });
      await reset.getByLabel("Email").fill(email);
      const mailsBefore = mailsTo(email).length; // the registration's code is there too
      await reset.getByRole("button", { name: "Send OTP" }).click();
      await expect(reset.getByTestId("otp-countdown")).toContainText(/[12]:\d\d/);
      await reset.getByLabel("OTP").fill(await codeMailedTo(email, mailsBefore));
      await reset.getByLabel("New Password").fill(newPassword);
      await reset.getByLabel("Confirm Password").fill("something-else-1");
      await reset.getByRole("button", { name: "Reset Password" }).click();
      await expect(reset.getByText("Passwords do not match")).toBeVisible();
      await reset.getByLabel("Confirm Password").fill(newPassword);
      await reset.getByRole("button", { name: "Reset Password" }).click();
      const signInAgain = page.getByRole("dialog", { name: "SIGN IN" });
      await expect(signInAgain).toHaveAttribute("data-view", "signin");
      await expect(signInAgain.getByRole("heading", { name: "SIGN IN" })).toBeVisible();
      await expect(signInAgain.getByLabel("Email")).toHaveValue(email);
      await signInAgain.getByLabel("Password").fill(newPassword);
      await signInAgain.getByRole("button", { name: "Login" }).click();
      await expect(page.getByTestId("auth-dialog")).toHaveCount(0);
      await expectSignedInAs(page, isMobile, name);
    });

    await test.step("the dashboard shows the account", async () => {
      await visit(page, "/dashboard-client");
      const details = page.getByTestId("account-details");
      await expect(details).toContainText(name);
      await expect(details).toContainText(email);
      await expect(details).toContainText("Not set");
      await expect(page.getByRole("heading", { name: `Hello ${name}` })).toBeVisible();
      // A new account has no orders; the count comes from the database for this session.
      await expect(page.getByTestId("order-count")).toHaveText("You have 0 orders in your history");
      if (isMobile) await page.getByRole("button", { name: "Dashboard" }).first().click();
      await page.getByRole("button", { name: "My Orders" }).click();
      await expect(page.getByTestId("orders-empty")).toHaveText("No orders found");
    });
  });

  test("the gate and /login: signed out, /dashboard-client asks to sign in and comes back", async ({ page }) => {
    await visit(page, "/dashboard-client");
    await expect(page.getByTestId("dashboard-signed-out")).toContainText("Please sign in");
    await page.goto("/login?next=%2F%2Fevil.example");
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
  });
});
