import Link from "next/link";

const STEPS = [
  { key: "cart", label: "Cart", href: "/cart" },
  { key: "information", label: "Information", href: "/checkout" },
  { key: "shipping", label: "Shipping", href: "/shiping" },
  { key: "payment", label: "Payment", href: null },
] as const;

export type CheckoutStep = (typeof STEPS)[number]["key"];

/**
 * Cart > Information > Shipping > Payment. Steps before the current one are links
 * back; the current one is marked for screen readers; later ones are plain text (they need the
 * earlier steps done first).
 */
export function CheckoutBreadcrumb({ current }: { current: CheckoutStep }) {
  const at = STEPS.findIndex((step) => step.key === current);
  return (
    <nav aria-label="Checkout steps" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {STEPS.map((step, index) => (
          <li key={step.key} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true" className="text-muted">›</span> : null}
            {index < at && step.href ? (
              <Link href={step.href} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                {step.label}
              </Link>
            ) : (
              <span aria-current={index === at ? "step" : undefined} className={index === at ? "font-bold text-ink" : "text-muted"}>
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
