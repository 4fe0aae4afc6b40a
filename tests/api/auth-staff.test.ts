import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as customerLogin } from "@/app/api/customer/customer-login/route";
import { GET as logout } from "@/app/api/customer/logout/route";
import { POST as staffLogin } from "@/app/api/seller/login/route";
import { createStaffAccount } from "@/lib/accounts/staff";
import { requireStaff } from "@/lib/auth/staff";
import { customers, sellers } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { get, newCustomer, post, remember, uniqueEmail, withBearer, withCookie } from "./auth-support";

const db = withTestDatabase();

const signInStaff = (email: string, password: string) => post(staffLogin, "/seller/login", { email, password });
const staffRequest = (headers: Record<string, string>) => new Request("http://shop.test/api/add-coupon", { method: "POST", headers });

describe("POST /api/seller/login", () => {
  it("gives a seller and an admin a bearer token, and sets no cookie", async () => {
    for (const [email, password, role] of [
      ["seller@teerang.in", "Seller@1234", "seller"],
      ["admin@teerang.in", "Admin@1234", "admin"],
    ] as const) {
      const answer = await signInStaff(email, password);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(["message", "role", "token"]);
      expect(answer.body.role).toBe(role);
      expect(answer.setCookie).toBeNull();
    }
  });

  it("answers 'Invalid email or password' for a wrong password or unknown e-mail, and 403 for a shopper", async () => {
    expect(await signInStaff("seller@teerang.in", "wrong-password")).toMatchObject({ status: 401, body: { error: "Invalid email or password" } });
    expect(await signInStaff(uniqueEmail("nobody"), "Seller@1234")).toMatchObject({ status: 401, body: { error: "Invalid email or password" } });
    const shopper = await newCustomer("not-staff");
    const answer = await signInStaff(shopper.email, shopper.password);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: "This sign-in is for sellers and admins. Shoppers sign in on the shop." });
  });
});

describe("requireStaff (for seller and admin calls)", () => {
  it("gives the seller with their shop, and the admin with none", async () => {
    const seller = await signInStaff("seller@teerang.in", "Seller@1234");
    const staff = await requireStaff(staffRequest(withBearer(seller.body.token)));
    expect(staff).toMatchObject({ email: "seller@teerang.in", role: "seller", shop: { shopName: "TeeRang Originals" } });

    const admin = await signInStaff("admin@teerang.in", "Admin@1234");
    expect(await requireStaff(staffRequest(withBearer(admin.body.token)), ["admin"])).toMatchObject({ role: "admin", shop: null });
  });

  it("answers 401 without a bearer token (the cookie is not enough) or with a bad one, 403 for a shopper or the wrong role", async () => {
    const seller = await signInStaff("studio@teerang.in", "Seller@1234");
    await expect(requireStaff(staffRequest({}))).rejects.toMatchObject({ status: 401 });
    await expect(requireStaff(staffRequest(withCookie(seller.body.token)))).rejects.toMatchObject({ status: 401 });
    await expect(requireStaff(staffRequest(withBearer(`${seller.body.token}x`)))).rejects.toMatchObject({ status: 401 });

    const shopper = await newCustomer("shopper-as-staff");
    await expect(requireStaff(staffRequest(withBearer(shopper.token)))).rejects.toMatchObject({
      status: 403,
      message: "Only sellers and admins can do this.",
    });
    await expect(requireStaff(staffRequest(withBearer(seller.body.token)), ["admin"])).rejects.toMatchObject({
      status: 403,
      message: "Only an admin can do this.",
    });
  });

  it("stops accepting a staff token after logout", async () => {
    const seller = await signInStaff("studio@teerang.in", "Seller@1234");
    expect((await get(logout, "/customer/logout", withBearer(seller.body.token))).status).toBe(200);
    await expect(requireStaff(staffRequest(withBearer(seller.body.token)))).rejects.toMatchObject({ status: 401 });
  });
});

describe("createStaffAccount (npm run create-staff)", () => {
  it("creates a seller with their shop, who can then sign in as staff (and as a shopper)", async () => {
    const email = uniqueEmail("Seller").toUpperCase();
    const password = remember("Dukaan@2024");
    const created = await createStaffAccount(db(), { email: email.toLowerCase(), password, role: "seller", shop: "Chai Tees" });
    expect(created).toMatchObject({ role: "seller", name: "Chai Tees", shop: { shopName: "Chai Tees", slug: "chai-tees" } });
    const answer = await signInStaff(email, password);
    expect(answer.status).toBe(200);
    expect(await requireStaff(staffRequest(withBearer(answer.body.token)))).toMatchObject({ shop: { id: created.shop!.id } });
    expect((await post(customerLogin, "/customer/customer-login", { email, password })).status).toBe(200);
  });

  it("refuses a taken e-mail or shop name with 409, leaving nothing behind", async () => {
    await expect(
      createStaffAccount(db(), { email: "seller@teerang.in", password: "Dukaan@2024", role: "seller", shop: "Fresh Shop" }),
    ).rejects.toMatchObject({ status: 409, message: "An account with the e-mail seller@teerang.in already exists." });
    expect(await db().select().from(sellers).where(eq(sellers.slug, "fresh-shop"))).toHaveLength(0);

    const email = uniqueEmail("taken-shop");
    await expect(
      createStaffAccount(db(), { email, password: "Dukaan@2024", role: "seller", shop: "teerang originals" }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await db().select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
  });

  it("the command creates an account in the embedded database and refuses bad input with exit code 1", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "create-staff-"));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "--import", "./scripts/server-context.mjs", "scripts/create-staff.ts", ...args], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
        encoding: "utf8",
        timeout: 60_000,
      });
    const created = run("--email", "Owner@Example.in", "--password", "Secret@123", "--role", "seller", "--shop", "Test Shop");
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Created the seller account owner@example.in for the shop "Test Shop" (test-shop) in the embedded database.');

    // Every input rule is checked in tests/unit/auth-schemas.test.ts; here, that a refusal exits 1 cleanly.
    const refusals: [string[], string][] = [
      [["--email", "owner@example.in", "--password", "Secret@123", "--role", "admin"], "Not created: An account with the e-mail owner@example.in already exists."],
      [["--email", "x@example.in", "--password", "short", "--role", "admin", "--shop", "X"], "Not created: password: must be at least 8 characters"],
    ];
    for (const [args, message] of refusals) {
      const refused = run(...args);
      expect(refused.status, args.join(" ")).toBe(1);
      expect(refused.stderr).toContain(message);
      expect(refused.stderr).not.toMatch(/\n\s+at /); // no stack trace
    }
  }, 120_000);
});
