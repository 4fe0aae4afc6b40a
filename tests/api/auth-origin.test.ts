import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/customer/customer-register/route";
import { POST as login } from "@/app/api/customer/customer-login/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { POST as reset } from "@/app/api/reset-password/route";
import { POST as staffLogin } from "@/app/api/seller/login/route";
import { route } from "@/lib/http";
import { customers } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { post, remember, send, uniqueEmail } from "./auth-support";

const db = withTestDatabase();

const REFUSED = { error: "This request came from another website, so we refused it." };

const echo = route(async (request) => Response.json({ method: request.method }));

function call(method: string, headers: Record<string, string>, url = "http://shop.test/api/example") {
  return echo(new Request(url, { method, headers }), {});
}

describe("state-changing calls refuse other websites (CSRF)", () => {
  it("refuses a POST, PUT, PATCH or DELETE whose Origin is foreign or opaque, with 403", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const origin of ["https://evil.example", "http://shop.test.evil.example", "https://shop.test", "http://shop.test:8080", "null"]) {
        const response = await call(method, { origin });
        expect(response.status, `${method} ${origin}`).toBe(403);
        expect(await response.json()).toEqual(REFUSED);
      }
    }
  });

  it("refuses Sec-Fetch-Site cross-site even without an Origin", async () => {
    const response = await call("POST", { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
  });

  it("lets through our own origin, PUBLIC_BASE_URL, the forwarded host, and API clients that send neither header", async () => {
    const allowed: Record<string, string>[] = [
      {},
      { origin: "http://shop.test" },
      { origin: "http://shop.test", "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      { origin: "http://localhost:3000" }, // PUBLIC_BASE_URL's default
      { origin: "https://teerang.in", "x-forwarded-host": "teerang.in", "x-forwarded-proto": "https" },
    ];
    for (const headers of allowed) {
      const response = await call("POST", headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("never checks GET, HEAD or OPTIONS (reads change nothing)", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect((await call(method, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(200);
    }
  });

  it("refuses a cross-site registration, sign-in, code request, reset and staff sign-in, changing nothing", async () => {
    const [before] = await db().select({ n: count() }).from(customers);
    const email = uniqueEmail("csrf");
    const headers = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const answers = [
      await post(register, "/customer/customer-register", { name: "Mallory", phone: "9876543210", email, password: remember("Evil@Pass1") }, headers),
      await post(register, "/customer/customer-register", { name: "Mallory", phone: "9876543210", email, password: "Evil@Pass1", otp: "123456" }, headers),
      await post(login, "/customer/customer-login", { email: "demo@teerang.in", password: "Demo@1234" }, headers),
      await post(forgot, "/forgot-password", { email: "demo@teerang.in" }, headers),
      await post(reset, "/reset-password", { email: "demo@teerang.in", otp: "123456", npassword: "Evil@Pass1" }, headers),
      await post(staffLogin, "/seller/login", { email: "seller@teerang.in", password: "Seller@1234" }, headers),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(REFUSED);
      expect(answer.setCookie).toBeNull();
    }
    const [after] = await db().select({ n: count() }).from(customers);
    expect(after!.n).toBe(before!.n);
    expect(await db().select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
  });

  it("accepts the same calls from the shop's own pages", async () => {
    const answer = await send(login, "POST", "/customer/customer-login", {
      body: { email: "demo@teerang.in", password: "Demo@1234" },
      headers: { origin: "http://shop.test", "sec-fetch-site": "same-origin" },
    });
    expect(answer.status).toBe(200);
  });
});
