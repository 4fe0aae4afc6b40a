import { ChatIcon, SecureIcon, TruckIcon } from "@/components/ui/icons";
import { policies, policyText } from "@/lib/policies";

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
