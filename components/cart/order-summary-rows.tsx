import { formatRupees } from "@/lib/format";

/**
 * The money rows every step shows (cart, checkout, shipping): price, shipping ('Free' at 0,
 * ), the coupon's discount when one applies, and the total. Every figure is the server's.
 */
export function OrderSummaryRows({
  price,
  shippingFee,
  coupon,
  total,
}: {
  price: number;
  shippingFee: number;
  coupon?: { name: string; discount: number; amount: number } | null;
  total: number;
}) {
  return (
    <dl className="space-y-2 text-sm" data-testid="summary">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Price</dt>
        <dd className="font-semibold tabular-nums">{formatRupees(price)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Shipping fee</dt>
        <dd className="font-semibold tabular-nums" data-testid="shipping-fee">
          {shippingFee === 0 ? "Free" : formatRupees(shippingFee)}
        </dd>
      </div>
      {coupon ? (
        <div className="flex justify-between gap-4 text-deal">
          <dt>
            Coupon {coupon.name} ({coupon.discount}% off)
          </dt>
          <dd className="font-semibold tabular-nums" data-testid="coupon-discount">
            −{formatRupees(coupon.amount)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
        <dt className="font-bold">Total</dt>
        <dd className="font-extrabold tabular-nums" data-testid="total">
          {formatRupees(total)}
        </dd>
      </div>
    </dl>
  );
}
