import { NewsletterForm } from "@/components/layout/newsletter-form";
import { MailIcon } from "@/components/ui/more-icons";

/**
 * An e-mail subscribe box with no behaviour. It reuses the footer's form (already on
 * every page, so it costs no script) whose submit does nothing.
 */
export function SubscribeBox() {
  return (
    <section aria-labelledby="subscribe-title" data-testid="subscribe-box" className="mx-auto max-w-7xl px-3 sm:px-4">
      <div className="on-dark grid gap-5 rounded-2xl bg-brand-900 p-6 text-white sm:p-10 lg:grid-cols-2 lg:items-center">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 place-items-center rounded-full bg-white/10 text-saffron-400 sm:grid">
            <MailIcon />
          </span>
          <div>
            <h2 id="subscribe-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              Get new drops first
            </h2>
            <p className="mt-1 text-brand-100">
              Subscribe for fresh designs, festive sales and early access to limited prints. No spam, ever.
            </p>
          </div>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
