import { lineTotal } from "@/lib/pricing";
import { gstRate } from "./rates";

/**
 * The arithmetic of a GST invoice, apart from the database so it can be tested on many orders.
 * Prices include tax. Every amount here is whole paise and every split is exact: a value is
 * taxable value + tax to the paisa, and an invoice's total is the sum of its lines.
 *
 * Rounding, as the invoice states it: an order's coupon and shipping are shared out in whole
 * rupees (largest remainder), so every line's value, every invoice's total and their sum (the
 * order's total) are whole rupees and no round-off line is needed; a line's taxable value is
 * its value x 100 / (100 + rate) rounded to the nearest paisa (half up), its tax the rest;
 * CGST takes the odd paisa of an even split with SGST.
 */

/** A product line as the order holds it, with what the invoice needs to know of it. */
export type OrderedLine = {
  orderLineId: string;
  sellerId: string;
  description: string;
  hsn: string;
  quantity: number;
  /** Rupees, before the product's discount, as bought. */
  price: number;
  discount: number;
};

/**
 * A charge of the order on top of its products (shipping; a cash-on-delivery fee is one more),
 * in whole rupees. Charges are part of a composite supply whose principal supply is the goods:
 * each is shared among the order's shops like the goods' value and taxed at the rate of each
 * invoice's principal line.
 */
export type OrderCharge = { description: string; rupees: number };

/** One shop's share of an order, before tax is worked out: what its invoice lists. */
export type InvoiceDraft = {
  sellerId: string;
  lines: { orderLineId: string | null; description: string; hsn: string; quantity: number; valuePaise: number; charge: boolean }[];
};

export type TaxedLine = InvoiceDraft["lines"][number] & {
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type Totals = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };

/**
 * `total` (a whole number) shared in proportion to `weights` by largest remainder: the shares are
 * whole, sum to `total` exactly, and the earlier of equal remainders gets the spare unit. All
 * weights zero: shared evenly.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError(`cannot share ${total} among nobody`);
    return [];
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  const used = sum === 0 ? weights.map(() => 1) : weights;
  const usedSum = sum === 0 ? weights.length : sum;
  const shares = used.map((weight) => Math.floor((total * weight) / usedSum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = used
    .map((weight, index) => ({ index, remainder: (total * weight) % usedSum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * An order cut into one draft per shop: each product line's value after its share of the
 * coupon (a shop's coupon covers that shop's lines only; a coupon of no shop, or one no longer
 * known (`couponSellerId` undefined), covers every line), then each charge shared among the
 * shops by what their lines came to. Shops in the order of their first line.
 */
export function invoiceDrafts(order: { lines: readonly OrderedLine[]; couponDiscount: number; couponSellerId: string | null | undefined; charges: readonly OrderCharge[] }): InvoiceDraft[] {
  const values = order.lines.map((line) => lineTotal(line.price, line.discount, line.quantity));
  const covered = order.lines.map((line) => order.couponSellerId == null || line.sellerId === order.couponSellerId);
  const coupon = shareOut(
    order.couponDiscount,
    values.map((value, index) => (covered[index] ? value : 0)),
  );
  const paid = values.map((value, index) => value - coupon[index]!);
  if (paid.some((value) => value < 0)) throw new RangeError("a coupon share is larger than its line");

  const shops = [...new Set(order.lines.map((line) => line.sellerId))];
  const shopGoods = shops.map((shop) => order.lines.reduce((sum, line, index) => sum + (line.sellerId === shop ? paid[index]! : 0), 0));
  const chargeShares = order.charges.map((charge) => shareOut(charge.rupees, shopGoods));

  return shops.map((sellerId, shopIndex) => {
    const goods = order.lines.flatMap((line, index) =>
      line.sellerId === sellerId
        ? [{ orderLineId: line.orderLineId, description: line.description, hsn: line.hsn, quantity: line.quantity, valuePaise: paid[index]! * 100, charge: false }]
        : [],
    );
    const charges = order.charges.flatMap((charge, chargeIndex) => {
      const rupees = chargeShares[chargeIndex]![shopIndex]!;
      return rupees > 0 ? [{ orderLineId: null, description: charge.description, hsn: "", quantity: 1, valuePaise: rupees * 100, charge: true }] : [];
    });
    return { sellerId, lines: [...goods, ...charges] };
  });
}

/** A value (tax included) split at a rate: taxable value to the nearest paisa, the rest tax. */
export function splitTax(valuePaise: number, ratePercent: number, intraState: boolean): Omit<TaxedLine, keyof InvoiceDraft["lines"][number] | "ratePercent"> {
  const divisor = 100 + ratePercent;
  const taxablePaise = Math.floor((valuePaise * 200 + divisor) / (2 * divisor));
  const tax = valuePaise - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/**
 * A draft's lines taxed on `day` (YYYY-MM-DD, IST): each product line at its HSN code's rate for
 * its value per piece; each charge at the rate and HSN code of the principal supply, the product
 * line of the largest value (the first of equals).
 */
export function taxLines(draft: InvoiceDraft, day: string, intraState: boolean): TaxedLine[] {
  const goods = draft.lines.filter((line) => !line.charge);
  const rated = goods.map((line) => ({ line, ratePercent: gstRate(line.hsn, line.valuePaise, line.quantity, day) }));
  const principal = rated.reduce<(typeof rated)[number] | undefined>((best, next) => (!best || next.line.valuePaise > best.line.valuePaise ? next : best), undefined);
  return draft.lines.map((line) => {
    if (line.charge) {
      if (!principal) throw new Error("a charge needs a product line to follow");
      const ratePercent = principal.ratePercent;
      return { ...line, hsn: principal.line.hsn, ratePercent, ...splitTax(line.valuePaise, ratePercent, intraState) };
    }
    const ratePercent = rated.find((entry) => entry.line === line)!.ratePercent;
    return { ...line, ratePercent, ...splitTax(line.valuePaise, ratePercent, intraState) };
  });
}

/** The totals of taxed lines. */
export function totalsOf(lines: readonly Omit<TaxedLine, "charge" | "orderLineId">[]): Totals {
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.valuePaise),
  };
}
