import { z } from "zod";
import { DELIVERY_ZONES } from "@/lib/delivery/settings";

/** A day in India's calendar, as the database's `date` writes it. */
export const isoDay = z.iso.date();

/** GET /api/delivery?pin=: where the PIN is, its zone, the day delivery is promised by, and cash on delivery there. */
export const deliveryAnswer = z.strictObject({
  pin: z.string().regex(/^[1-9]\d{5}$/),
  office: z.string().min(1),
  district: z.string().min(1),
  state: z.string().min(1),
  zone: z.enum(DELIVERY_ZONES),
  deliverBy: isoDay,
  deliverByText: z.string().min(1),
  cashOnDelivery: z.strictObject({ available: z.boolean(), reason: z.string().nullable() }),
});
export type DeliveryAnswer = z.infer<typeof deliveryAnswer>;
