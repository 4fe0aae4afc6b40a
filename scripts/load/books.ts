// After the run, the books: what the orders say must agree with the stock and the payments.
import { Client } from "pg";

export type StockBefore = Map<string, number>;

export async function stockBefore(url: string): Promise<StockBefore> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const rows = (await client.query<{ id: string; stock: number }>("select id, stock from products")).rows;
    return new Map(rows.map((r) => [r.id, Number(r.stock)]));
  } finally {
    await client.end();
  }
}

export type Books = { orders: number; paidOnline: number; cashOnDelivery: number; problems: string[] };

/**
 * - every product's stock fell by exactly what its live (not cancelled) order lines hold, and
 *   none is below zero;
 * - no order has more than one paid payment, a paid order has one, and it paid the order's total;
 * - each order's price is the sum of its lines at their displayed prices, less its coupon.
 */
export async function checkBooks(url: string, before: StockBefore): Promise<Books> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const problems: string[] = [];
  try {
    const taken = (
      await client.query<{ id: string; stock: number; taken: number }>(`
        select p.id, p.stock, coalesce(sum(l.quantity) filter (where o.delivery_status <> 'cancelled'), 0)::int as taken
        from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
        group by p.id, p.stock`)
    ).rows;
    for (const row of taken) {
      const was = before.get(row.id);
      if (was === undefined) continue;
      if (Number(row.stock) < 0) problems.push(`product ${row.id}: stock ${row.stock} is below zero`);
      if (was - Number(row.stock) !== Number(row.taken)) problems.push(`product ${row.id}: stock fell by ${was - Number(row.stock)}, its order lines hold ${row.taken}`);
    }
    const paid = (
      await client.query<{ id: string; payment_status: string; paid: number; paid_paise: number | null; total: number }>(`
        select o.id, o.payment_status, count(p.id) filter (where p.status = 'paid')::int as paid,
               sum(p.amount_paise) filter (where p.status = 'paid')::int as paid_paise, (o.price + o.shipping_fee) as total
        from orders o left join payments p on p.order_id = o.id group by o.id`)
    ).rows;
    for (const row of paid) {
      if (Number(row.paid) > 1) problems.push(`order ${row.id}: paid ${row.paid} times`);
      if (row.payment_status === "paid" && Number(row.paid) !== 1) problems.push(`order ${row.id}: marked paid with ${row.paid} paid payments`);
      if (Number(row.paid) === 1 && Number(row.paid_paise) !== Number(row.total) * 100) problems.push(`order ${row.id}: paid ${row.paid_paise} paise for a total of ₹${row.total}`);
    }
    const sums = (
      await client.query<{ id: string; price: number; coupon_discount: number; lines: number }>(`
        select o.id, o.price, o.coupon_discount,
               sum((l.price - (l.price::bigint * l.discount) / 100) * l.quantity)::int as lines
        from orders o join order_lines l on l.order_id = o.id group by o.id`)
    ).rows;
    for (const row of sums) {
      if (Number(row.lines) - Number(row.coupon_discount) !== Number(row.price)) problems.push(`order ${row.id}: lines ₹${row.lines} less coupon ₹${row.coupon_discount} is not its price ₹${row.price}`);
    }
    const counts = (
      await client.query<{ orders: number; online: number; cod: number }>(
        "select count(*)::int as orders, count(*) filter (where payment_status = 'paid')::int as online, count(*) filter (where payment_method = 'cod')::int as cod from orders",
      )
    ).rows[0]!;
    return { orders: Number(counts.orders), paidOnline: Number(counts.online), cashOnDelivery: Number(counts.cod), problems };
  } finally {
    await client.end();
  }
}
