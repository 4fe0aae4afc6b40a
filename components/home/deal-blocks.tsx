import { IntentLink } from "@/components/ui/intent-link";
import { TagIcon } from "@/components/ui/icons";

/**
 * A flat 50% off block and a 20% off banner, static text, both leading to the
 * Offers page (where the discounted products are).
 */
export function DealBlocks() {
  return (
    <section aria-label="Sale" data-testid="deal-blocks" className="mx-auto max-w-7xl px-3 sm:px-4">
      <div className="grid gap-3 sm:gap-4 lg:grid-cols-5">
        <IntentLink
          href="/offer-promotion"
          data-testid="deal-50"
          className="group relative flex min-h-56 flex-col justify-center overflow-hidden rounded-2xl bg-brand-950 p-6 text-white sm:p-10 lg:col-span-3"
        >
          <span aria-hidden="true" className="absolute -right-6 -top-10 select-none text-[11rem] font-black leading-none text-white/5 sm:text-[15rem]">
            50%
          </span>
          <span className="relative text-xs font-bold uppercase tracking-widest text-saffron-300">Mega sale</span>
          <span className="relative mt-1 text-4xl font-black tracking-tight sm:text-6xl">
            Flat <span className="text-saffron-400">50%</span> Off
          </span>
          <span className="relative mt-2 max-w-md text-brand-100">
            On selected printed tees and hoodies. Grab your favourites before they are gone.
          </span>
          <span className="relative mt-5 inline-flex min-h-11 w-fit items-center rounded-full bg-saffron-500 px-6 text-sm font-bold text-ink group-hover:bg-saffron-400">
            Shop the sale <span aria-hidden="true">&nbsp;→</span>
          </span>
        </IntentLink>
        <IntentLink
          href="/offer-promotion"
          data-testid="deal-20"
          className="group flex min-h-40 items-center gap-5 rounded-2xl bg-saffron-100 p-6 text-ink ring-1 ring-saffron-300 sm:p-8 lg:col-span-2"
        >
          <span aria-hidden="true" className="grid size-20 shrink-0 place-items-center rounded-full bg-saffron-500 text-2xl font-black">
            20%
          </span>
          <span>
            <span className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-widest text-saffron-800">
              <TagIcon size={16} /> Limited time
            </span>
            <span className="mt-1 block text-2xl font-extrabold tracking-tight">Get 20% Off</span>
            <span className="mt-1 block text-sm text-muted">On everyday slogan tees. New picks added every week.</span>
            <span className="mt-2 block text-sm font-semibold text-brand-800 group-hover:underline">View offers →</span>
          </span>
        </IntentLink>
      </div>
    </section>
  );
}
