import { describe, expect, it } from "vitest";
import { describeInvalid } from "@/lib/http";
import { INDIAN_PROVINCES, indianProvince } from "@/lib/orders/indian-states";
import { shippingInfoSchema } from "@/lib/orders/shipping-info";

const valid = {
  name: " Asha Verma ",
  address: "12 MG Road",
  phone: "+91 98765 43210",
  post: "302 001",
  province: "rajasthan",
  city: "Jaipur",
  area: "Near the fort",
};

function problem(input: unknown): string | null {
  const result = shippingInfoSchema.safeParse(input);
  return result.success ? null : describeInvalid(result.error);
}

describe("delivery address rules", () => {
  it("keeps a valid address in its stored form: trimmed, 10-digit phone, 6-digit PIN, the list's spelling of the state", () => {
    expect(shippingInfoSchema.parse(valid)).toEqual({
      name: "Asha Verma",
      address: "12 MG Road",
      phone: "9876543210",
      post: "302001",
      province: "Rajasthan",
      city: "Jaipur",
      area: "Near the fort",
    });
    expect(shippingInfoSchema.parse({ ...valid, post: 110001 }).post).toBe("110001");
  });

  it("wants all seven fields", () => {
    for (const field of Object.keys(valid)) {
      const rest = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
      expect(problem(rest), field).toBe(`${field}: is required`);
      expect(problem({ ...valid, [field]: "   " }), field).toMatch(new RegExp(`^${field}: `));
    }
    expect(problem(undefined)).toBe("is required");
  });

  it("refuses a PIN code that is not 6 digits or starts with 0", () => {
    for (const post of ["30200", "3020011", "012345", "30200a", ""]) {
      expect(problem({ ...valid, post }), post).toMatch(/^post: /);
    }
  });

  it("refuses a phone that is not an Indian mobile number", () => {
    expect(problem({ ...valid, phone: "5876543210" })).toBe("phone: must be a 10-digit Indian mobile number");
  });

  it("takes India's 28 states and 8 union territories only: Pakistan is not a province of the shop", () => {
    expect(INDIAN_PROVINCES).toHaveLength(36);
    expect(new Set(INDIAN_PROVINCES).size).toBe(36);
    expect(indianProvince("  tamil   NADU ")).toBe("Tamil Nadu");
    for (const province of ["Pakistan", "Punjab (Pakistan)", "Sindh", "India"]) {
      expect(problem({ ...valid, province }), province).toBe("province: must be one of India's states or union territories");
    }
  });

  it("bounds every text field's length and refuses text the database cannot store", () => {
    expect(problem({ ...valid, address: "x".repeat(201) })).toBe("address: must be at most 200 characters");
    expect(problem({ ...valid, name: "x".repeat(81) })).toBe("name: must be at most 80 characters");
    expect(problem({ ...valid, area: "x".repeat(121) })).toBe("area: must be at most 120 characters");
    expect(problem({ ...valid, city: "Jai\0pur" })).toMatch(/^city: must not contain a NUL/);
    expect(problem({ ...valid, city: 42 })).toBe("city: must be text");
  });
});
