import "server-only";
import { eq } from "drizzle-orm";
import { afterResponse } from "@/lib/after-response";
import { getDb } from "@/lib/db";
import { returnMail, type ReturnStep } from "@/lib/mail/return-mail";
import { sendMail } from "@/lib/mail/transport";
import { orderMailHeading } from "@/lib/orders/order-mail-heading";
import { customers, returns } from "@/models";

/** Mails the customer a step of their return, after the response (the step never waits for mail). */
export function mailReturnNews(returnId: string, step: ReturnStep): void {
  afterResponse(`Return ${step} mail for ${returnId}`, async () => {
    const db = await getDb();
    const [row] = await db
      .select({ email: customers.email, name: customers.name, ret: returns })
      .from(returns)
      .innerJoin(customers, eq(customers.id, returns.customerId))
      .where(eq(returns.id, returnId));
    if (!row) throw new Error(`return ${returnId} to mail about does not exist`);
    const { ret } = row;
    await sendMail(
      returnMail({
        ...orderMailHeading(ret.orderId, row),
        step,
        refusedReason: ret.refusedReason,
        amount: ret.refundPaise === null ? null : Math.floor(ret.refundPaise / 100),
        payout: ret.refundTo !== null,
      }),
    );
  });
}
