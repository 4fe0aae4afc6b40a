import Link from "next/link";
import { TruckIcon } from "@/components/ui/icons";
import { policies, policyText } from "@/lib/policies";
import { ReturnIcon } from "./icons";

/** What a printed-to-order product's page says of returns (lib/returns/custom-printed.ts enforces it). */
export const PRINTED_TO_ORDER_NOTE = "Printed to order: returnable only if it arrives damaged or is the wrong item.";

/**
 * The Shipping Information panel: the shop's policies (lib/policies.ts), so no page disagrees.
 * On a custom-printed product's page it says that product's return rule too.
 */
export function ShippingInfo({ customPrinted = false }: { customPrinted?: boolean }) {
  return (
    <div className="space-y-3 text-sm leading-6 text-muted">
      <ul className="space-y-3">
        <li className="flex gap-3">
          <TruckIcon size={20} className="mt-0.5 shrink-0 text-brand-800" />
          <span>
            {policies.freeShippingInIndia ? (
              <>
                <strong className="text-ink">Free shipping across India.</strong>{" "}
              </>
            ) : null}
            Every order is shipped within {policyText.dispatch} and delivered in {policyText.delivery}, depending on the PIN code: check the date for yours on this page.
          </span>
        </li>
        <li className="flex gap-3">
          <ReturnIcon size={20} className="mt-0.5 shrink-0 text-brand-800" />
          <span>
            <strong className="text-ink">Easy returns.</strong> Unused items with their tags can be returned within{" "}
            {policyText.returnWindow} of delivery.
            {policies.personalisedItemsFinal ? " Personalised items are final unless they arrive defective." : ""}
          </span>
        </li>
        {customPrinted ? (
          <li className="flex gap-3" data-testid="printed-to-order">
            <ReturnIcon size={20} className="mt-0.5 shrink-0 text-brand-800" />
            <strong className="text-ink">{PRINTED_TO_ORDER_NOTE}</strong>
          </li>
        ) : null}
      </ul>
      <p>
        <Link href="/refund" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          Read our shipping and returns policy
        </Link>
      </p>
    </div>
  );
}
