import { z } from "zod";
import { deliveryMessages } from "./messages";

/** GET /api/delivery?pin=: exactly 6 digits, the first 1 to 9 (India Post's rule). Browser-safe. */
export const deliveryQuery = z.object({
  pin: z.string({ error: "is required" }).regex(/^[1-9]\d{5}$/, deliveryMessages.badPin),
});
