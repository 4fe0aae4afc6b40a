import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "../harness/api-routes";
import { methodsOfRouteSource, readApiRouteTable } from "@/server/door/api-route-table.mjs";
import { STAFF_SIGN_IN_MESSAGE } from "@/server/door/door-answers.mjs";

/*
 * The door's route table (server/door/api-route-table.mjs), read from app/api as server/index.mjs reads
 * it, held equal to the route inventory: a new route, or a new staff-only call, that the door
 * would not know fails here.
 */

const table = readApiRouteTable(path.resolve(import.meta.dirname, "../../app/api"));

describe("the door's route table", () => {
  it("holds every call of the inventory, staff-only exactly where the inventory says staff", () => {
    const read = table.entries().map(({ method, path: at, staff }) => `${method} ${at}${staff ? " (staff)" : ""}`);
    const inventory = API_ROUTES.map((route) => `${route.method} ${route.path}${route.access === "staff" ? " (staff)" : ""}`);
    expect(read.sort()).toEqual(inventory.sort());
    expect(read.filter((entry) => entry.endsWith("(staff)")).length).toBeGreaterThanOrEqual(16);
  });

  it("finds the route of an address, and nothing for an address no call lives at", () => {
    expect(table.find("/api/upload")?.methods).toEqual(new Map([["POST", true]]));
    expect(table.find("/api/blog/abc")?.methods.get("DELETE")).toBe(true);
    expect(table.find("/api/seller/chat/c1/reply")?.methods.get("POST")).toBe(true);
    expect(table.find("/api/home/get-products")?.methods.get("GET")).toBe(false);
    expect(table.find("/api/upload/")).toBeDefined(); // Next redirects it to /api/upload
    expect(table.find("/api/uploadANYTHING")).toBeUndefined();
    expect(table.find("/api/upload/more")).toBeUndefined();
    expect(table.find("/api")).toBeUndefined();
    expect(table.find("/api/blog/")).toBeUndefined();
  });

  it("reads a handler as staff-only by its requireStaff call, and an alias as its original", () => {
    const methods = methodsOfRouteSource(
      [
        'export const GET = route(async () => json({}));',
        "export const HEAD = GET;",
        "export async function POST(request: Request) {",
        "  const staff = await requireStaff(request);",
        "}",
      ].join("\n"),
    );
    expect(methods).toEqual(new Map([["GET", false], ["POST", true], ["HEAD", false]]));
  });

  it("refuses a staff call without a token in the words of the route itself", async () => {
    const upload = await import("@/app/api/upload/route");
    const answer = await upload.POST(new Request("http://shop.test/api/upload", { method: "POST" }), { params: Promise.resolve({}) } as never);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: STAFF_SIGN_IN_MESSAGE });
  });
});
