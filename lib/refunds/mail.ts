import "server-only";
import { eq } from "drizzle-orm";
import { afterResponse } from "@/lib/after-response";
import { getDb } from "@/lib/db";
import { refundMail } from "@/lib/mail/refund-mail";
import { sendMail } from "@/lib/mail/transport";
import { orderMailHeading } from "@/lib/orders/order-mail-heading";
import { customers, orders } from "@/models";
import type { SettledRefund } from "./settle";

/** Mails the customer a settled refund (processed, or failed and to be tried again) after the response. */
export function mailRefundNews(refund: SettledRefund): void {
  afterResponse(`Refund ${refund.outcome} mail for ${refund.orderId}`, async () => {
    const db = await getDb();
    const [customer] = await db
      .select({ email: customers.email, name: customers.name })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, refund.orderId));
    if (!customer) throw new Error(`order ${refund.orderId} of a refund does not exist`);
    await sendMail(refundMail({ ...orderMailHeading(refund.orderId, customer), amount: Math.floor(refund.amountPaise / 100), outcome: refund.outcome }));
  });
}
