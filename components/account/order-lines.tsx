import Link from "next/link";
import type { OrderLine } from "@/components/shop-data/types";
import { Picture } from "@/components/ui/picture";
import { formatRupees } from "@/lib/format";
import { discountedPrice, lineTotal } from "@/lib/pricing";

/**
 * What was bought, as it was bought (the order keeps each line's name, brand, picture, size,
 * colour, price and discount at the time of ordering): the discounted price first, the
 * original struck through beside its discount.
 */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="divide-y divide-line" data-testid="order-lines">
      {lines.map((line) => {
        const price = discountedPrice(line.price, line.discount);
        const image = line.images[0];
        return (
          <li key={line._id} className="flex gap-4 py-4 first:pt-0 last:pb-0" data-testid="order-line">
            <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-surface sm:size-24">
              {image ? <Picture src={image} alt={line.name} width={96} height={96} className="size-full object-cover" /> : null}
            </div>
            <div className="min-w-0 flex-1">
              <Link href={`/product/details/${line.productId}`} className="font-semibold text-ink hover:text-brand-800 hover:underline">
                {line.name}
              </Link>
              <p className="text-sm text-muted">{line.brand}</p>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
                <div className="flex gap-1">
                  <dt className="text-muted">Size</dt>
                  <dd className="font-medium">{line.size}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-muted">Colour</dt>
                  <dd className="font-medium">{line.color}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-muted">Quantity</dt>
                  <dd className="font-medium" data-testid="line-quantity">
                    {line.quantity}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
                <span className="font-bold text-ink" data-testid="line-price">
                  {formatRupees(price)}
                </span>
                {line.discount > 0 ? (
                  <>
                    <span className="text-sm text-muted line-through">
                      <span className="sr-only">Original price </span>
                      {formatRupees(line.price)}
                    </span>
                    <span className="text-sm font-semibold text-deal">{line.discount}% off</span>
                  </>
                ) : null}
                {line.quantity > 1 ? (
                  <span className="text-sm text-muted">
                    ({line.quantity} × {formatRupees(price)} = {formatRupees(lineTotal(line.price, line.discount, line.quantity))})
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
