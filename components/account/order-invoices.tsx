import type { OrderDetailDocument } from "@/components/shop-data/types";

type Props = { invoices: OrderDetailDocument["invoices"]; className: string };

/**
 * The order's GST invoices and credit notes, one download link each (a PDF the server draws; a
 * plain link, so the browser saves it with its number as the file name). Nothing shows before
 * the order is placed or paid, when it has none.
 */
export function OrderInvoices({ invoices, className }: Props) {
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="order-invoices" className={className}>
      <h2 id="order-invoices" className="text-xl font-bold text-ink">
        Tax invoices
      </h2>
      <ul className="mt-2 divide-y divide-line" data-testid="order-invoices">
        {invoices.map((invoice) => (
          <li key={invoice.n} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{invoice.kind === "invoice" ? "Invoice" : "Credit note"} <span className="font-mono">{invoice.number}</span></span>
              <span className="block text-sm text-muted">{invoice.shop}</span>
            </span>
            <a
              href={invoice.url}
              download
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline"
              aria-label={`Download ${invoice.kind === "invoice" ? "invoice" : "credit note"} ${invoice.number} (PDF)`}
            >
              Download PDF
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
