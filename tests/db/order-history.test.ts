import { describe, expect, it } from "vitest";
import { countOrders } from "@/lib/orders/history";
import { customers, orders } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();
const shipTo = { name: "A", address: "1 MG Road", phone: "9876543210", post: "302001", province: "Rajasthan", city: "Jaipur", area: "Near the fort" };

describe("order history count", () => {
  it("counts a customer's own orders of every status, and nobody else's", async () => {
    const [me, other] = await db()
      .insert(customers)
      .values([
        { name: "Me", email: "me-orders@example.in", passwordHash: "x" },
        { name: "Other", email: "other-orders@example.in", passwordHash: "x" },
      ])
      .returning();
    expect(await countOrders(me!.id)).toBe(0);
    await db().insert(orders).values([
      { customerId: me!.id, price: 560, items: 1, shippingInfo: shipTo },
      { customerId: me!.id, price: 910, items: 2, shippingInfo: shipTo, deliveryStatus: "cancelled" },
      { customerId: other!.id, price: 300, items: 1, shippingInfo: shipTo },
    ]);
    expect(await countOrders(me!.id)).toBe(2);
    expect(await countOrders(other!.id)).toBe(1);
  });
});
