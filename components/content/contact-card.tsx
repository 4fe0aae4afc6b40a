import { PhoneIcon, PinIcon } from "@/components/ui/icons";
import { MailIcon } from "@/components/ui/more-icons";
import { shop } from "@/lib/shop";
import { shopContact } from "@/lib/shop-contact";

/** How to reach the shop: the e-mail, phone and address of its configuration (lib/shop-contact.ts). */
export function ContactCard({ title = "Questions? We are here to help" }: { title?: string }) {
  const contact = shopContact();
  return (
    <aside aria-labelledby="contact-card-title" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
      <h2 id="contact-card-title" className="text-lg font-bold text-brand-950">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Write to us any day; we answer within one working day (Monday to Saturday, 10 am to 7 pm IST).
      </p>
      <address className="mt-4 grid gap-1 text-sm not-italic text-ink sm:grid-cols-2">
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <MailIcon size={20} className="shrink-0" />
          {contact.email}
        </a>
        <a
          href={`tel:${contact.phoneHref}`}
          className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <PhoneIcon size={20} className="shrink-0" />
          {contact.phone}
        </a>
        <p className="flex items-start gap-3 py-2.5 sm:col-span-2">
          <PinIcon size={20} className="mt-0.5 shrink-0 text-brand-800" />
          <span>
            {shop.name}, {contact.address}
          </span>
        </p>
      </address>
    </aside>
  );
}
