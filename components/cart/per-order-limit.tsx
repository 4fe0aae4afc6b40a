/**
 * The shop's limit of one product per order, said beside a cart line's stepper before the
 * shopper hits it. `held` is what the cart holds of the product over all its sizes and colours
 * (the limit counts them together); above the limit the order would be refused, so the line
 * says what to do.
 */
export function PerOrderLimit({ name, held, max }: { name: string; held: number; max: number }) {
  if (held > max) {
    return (
      <p className="mt-1 text-sm font-semibold text-red-700" data-testid="per-order-limit">
        You can buy at most {max} of {name} in one order. Lower the quantity to check out.
      </p>
    );
  }
  return (
    <p className="mt-1 text-xs text-muted" data-testid="per-order-limit">
      {held === max ? `That is the most one order can hold (${max}).` : `Up to ${max} per order`}
    </p>
  );
}
