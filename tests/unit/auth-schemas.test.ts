import { describe, expect, it } from "vitest";
import { emailField, indianMobileField, loginInput, newPasswordField, registerInput, resetPasswordInput } from "@/lib/accounts/schemas";
import { staffInput } from "@/lib/accounts/staff";
import { describeInvalid } from "@/lib/http";

function problem(result: { success: boolean; error?: Parameters<typeof describeInvalid>[0] }): string | null {
  return result.success ? null : describeInvalid(result.error!);
}

describe("account input rules", () => {
  it("takes a 10-digit Indian mobile number, with or without +91, 91, 0, spaces or dashes", () => {
    for (const phone of ["9876543210", "+91 98765 43210", "91-9876543210", "09876543210", 9876543210, "6000000000"]) {
      expect(indianMobileField.parse(phone), String(phone)).toMatch(/^[6-9]\d{9}$/);
    }
    for (const phone of ["", "987654321", "98765432100", "5876543210", "+1 9876543210", "98765 4321x", "+91 0987654321"]) {
      expect(indianMobileField.safeParse(phone).success, phone).toBe(false);
    }
  });

  it("lower-cases and trims e-mails and refuses malformed ones", () => {
    expect(emailField.parse("  Priya.S@Example.IN ")).toBe("priya.s@example.in");
    for (const email of ["", "priya", "priya@", "@example.in", "pri ya@example.in", `${"a".repeat(250)}@b.in`]) {
      expect(emailField.safeParse(email).success, email).toBe(false);
    }
  });

  it("wants a new password of 8 characters or more and 72 bytes or fewer", () => {
    expect(newPasswordField.safeParse("1234567").success).toBe(false);
    expect(newPasswordField.safeParse("12345678").success).toBe(true);
    expect(newPasswordField.safeParse("🙂".repeat(8)).success).toBe(true); // 8 characters, 32 bytes
    expect(newPasswordField.safeParse("🙂".repeat(19)).success).toBe(false); // 76 bytes
    expect(newPasswordField.safeParse("a".repeat(72)).success).toBe(true);
    expect(newPasswordField.safeParse("a".repeat(73)).success).toBe(false);
  });

  it("names the field in each problem", () => {
    expect(problem(registerInput.safeParse({ name: "A", phone: "1", email: "a@b.in", password: "12345678" }))).toBe(
      "phone: must be a 10-digit Indian mobile number",
    );
    expect(problem(loginInput.safeParse({ email: "a@b.in" }))).toBe("password: is required");
    expect(problem(resetPasswordInput.safeParse({ email: "a@b.in", otp: "12 456", npassword: "12345678" }))).toBe(
      "otp: must be the 6-digit code from the e-mail",
    );
    expect(resetPasswordInput.parse({ email: "a@b.in", otp: " 012345 ", npassword: "12345678" }).otp).toBe("012345");
  });

  it("checks a staff account: seller needs a shop, admin has none, role is seller or admin", () => {
    const base = { email: "s@b.in", password: "Secret@123" };
    expect(staffInput.safeParse({ ...base, role: "seller", shop: "Chai Tees" }).success).toBe(true);
    expect(staffInput.safeParse({ ...base, role: "admin" }).success).toBe(true);
    expect(problem(staffInput.safeParse({ ...base, role: "seller" }))).toBe("shop: is required for a seller (the shop's name)");
    expect(problem(staffInput.safeParse({ ...base, role: "admin", shop: "X" }))).toBe("shop: is for sellers only; an admin has no shop");
    expect(problem(staffInput.safeParse({ ...base, role: "seller", shop: "!!!" }))).toBe("shop: must contain letters or digits");
    expect(problem(staffInput.safeParse({ ...base, role: "customer" }))).toBe("role: must be seller or admin");
    expect(problem(staffInput.safeParse({ ...base, password: "short", role: "admin" }))).toBe("password: must be at least 8 characters");
  });
});
