import { TruckIcon } from "@/components/ui/icons";
import { TypingText } from "./typing-text";

/** The strip above the header: free shipping and the looping welcome. */
export function PromoBar() {
  return (
    <div data-testid="promo-bar" className="on-dark bg-brand-950 text-xs text-white sm:text-sm">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-0.5 px-4 py-1.5 lg:flex-row-reverse lg:justify-between">
        <p className="flex items-center gap-1.5">
          <TruckIcon size={18} className="shrink-0 text-saffron-400" />
          <span>
            <strong className="font-semibold text-saffron-300">Free Shipping</strong> across India on every order
          </span>
        </p>
        <TypingText />
      </div>
    </div>
  );
}
