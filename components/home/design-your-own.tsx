import { IntentLink } from "@/components/ui/intent-link";

/** A T-shirt with a pencil: the design-your-own card's picture. */
function DesignIcon() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="size-16 shrink-0 sm:size-20">
      <path fill="currentColor" opacity="0.25" d="M22 6 11 11 3 24l9 6 4-5v33h32V25l4 5 9-6-8-13-11-5c-1 4-5 7-10 7s-9-3-10-7Z" />
      <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="m30 44 14-14 4 4-14 14-6 2 2-6Z" />
    </svg>
  );
}

/**
 * A link to the design query form and one to the Motivation collection, as two
 * banners side by side on wide screens.
 */
export function DesignYourOwn() {
  return (
    <section aria-label="Design your own and the Motivation collection" data-testid="design-links" className="mx-auto max-w-7xl px-3 sm:px-4">
      <div className="grid gap-3 sm:gap-4 lg:grid-cols-2">
        <IntentLink
          href="/queryform"
          className="group flex min-h-40 items-center gap-5 rounded-2xl bg-linear-to-br from-saffron-300 to-saffron-500 p-6 text-ink sm:p-8"
        >
          <span className="text-brand-900">
            <DesignIcon />
          </span>
          <span>
            <span className="block text-xs font-bold uppercase tracking-widest">Your idea, our print</span>
            <span className="mt-1 block text-2xl font-extrabold tracking-tight">Design Your Own Tee</span>
            <span className="mt-1 block text-sm">Send us your artwork or idea and we will print it for you.</span>
            <span className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-900 px-5 text-sm font-bold text-white group-hover:bg-brand-800">
              Start your design <span aria-hidden="true">&nbsp;→</span>
            </span>
          </span>
        </IntentLink>
        <IntentLink
          href="/products/search?gender=Motivation"
          className="group flex min-h-40 items-center gap-5 rounded-2xl bg-linear-to-br from-brand-950 to-brand-800 p-6 text-white sm:p-8"
        >
          <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-full bg-white/10 text-3xl font-black text-saffron-400 sm:size-20">
            ★
          </span>
          <span>
            <span className="block text-xs font-bold uppercase tracking-widest text-saffron-300">Wear your why</span>
            <span className="mt-1 block text-2xl font-extrabold tracking-tight">Motivation Collection</span>
            <span className="mt-1 block text-sm text-brand-100">Slogans for exam season, deadlines and big dreams.</span>
            <span className="mt-3 inline-flex min-h-11 items-center rounded-full bg-saffron-500 px-5 text-sm font-bold text-ink group-hover:bg-saffron-400">
              Shop Motivation <span aria-hidden="true">&nbsp;→</span>
            </span>
          </span>
        </IntentLink>
      </div>
    </section>
  );
}
