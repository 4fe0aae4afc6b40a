import { TruckIcon } from "@/components/ui/icons";
import { ChatIcon } from "@/components/ui/more-icons";
import { policies, policyText } from "@/lib/policies";

/** A padlock over a cloud: the checkout badge's picture. */
function SecureIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M7 18.5a4.5 4.5 0 0 1-.4-9A6 6 0 0 1 18 8.5a4 4 0 0 1-.5 8" />
      <rect x="9" y="13" width="6" height="5" rx="1" />
      <path d="M10.5 13v-1.5a1.5 1.5 0 0 1 3 0V13" />
    </svg>
  );
}

/**
 * Three badges (cloud storage, customer care, easy returns). The spec's "30-day
 * return policy" contradicts the shop's policy pages: the badge quotes the one return
 * window in lib/policies.ts, so every page says the same number of days.
 */
const badges = [
  {
    icon: <SecureIcon />,
    title: "Secure Cloud Checkout",
    text: "Pay by UPI, card, wallet or net banking through a secure provider, or choose cash on delivery.",
  },
  {
    icon: <ChatIcon />,
    title: "Friendly Customer Care",
    text: "Real people answer, Monday to Saturday, within one working day.",
  },
  {
    icon: <TruckIcon />,
    title: `Easy ${policies.returnWindowDays}-Day Returns`,
    text: `Changed your mind? Return unused items within ${policyText.returnWindow} of delivery.`,
  },
];

export function InfoBadges() {
  return (
    <section aria-label="Why shop with us" data-testid="info-badges" className="mx-auto max-w-7xl px-3 sm:px-4">
      <ul className="grid gap-3 sm:gap-4 md:grid-cols-3">
        {badges.map((badge) => (
          <li key={badge.title} className="flex items-start gap-4 rounded-2xl bg-white p-5 ring-1 ring-line">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800">{badge.icon}</span>
            <span>
              <span className="block font-bold text-ink">{badge.title}</span>
              <span className="mt-1 block text-sm text-muted">{badge.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
