import { expect, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";

/** The demo seller of the seeded shop (lib/seed/accounts.ts). */
export const DEMO_SELLER = { email: "seller@teerang.in", password: "Seller@1234" };

/** A seller's bearer token from POST /api/seller/login, as a seller's own tools sign in. */
export async function sellerToken(request: APIRequestContext, seller = DEMO_SELLER): Promise<string> {
  const answer = await request.post("/api/seller/login", { data: seller });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  expect(token).toBeTruthy();
  return token;
}

/** A real PNG of one colour, for the upload calls (they decode and re-encode what they get). */
export async function picture(name: string, width: number, height: number, colour = "#c63a32") {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}
