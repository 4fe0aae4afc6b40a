import type { ReactNode } from "react";
import { BagIcon, TruckIcon } from "@/components/ui/icons";
import { policyText } from "@/lib/policies";

function ReturnIcon() {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}

function RupeeIcon() {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 4h12M6 9h12M14 4c3 0 4 2.2 4 5s-2 5-6 5H6l8 7" />
    </svg>
  );
}

const highlights: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <TruckIcon size={24} />, title: "Free shipping across India", text: "On every order, with no minimum." },
  {
    icon: <BagIcon size={24} />,
    title: `Dispatched within ${policyText.dispatch}`,
    text: `Delivered in ${policyText.delivery}.`,
  },
  {
    icon: <ReturnIcon />,
    title: `${policyText.returnWindowShort} returns`,
    text: "Unused items with their tags still attached.",
  },
  {
    icon: <RupeeIcon />,
    title: `Refunds in ${policyText.refund}`,
    text: `Started within ${policyText.refundStart} of your return reaching us.`,
  },
];

/** The policy facts shoppers ask about most, as four tiles. */
export function PolicyHighlights() {
  return (
    <ul aria-label="Our promises at a glance" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {highlights.map((item) => (
        <li key={item.title} className="flex gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-brand-800 ring-1 ring-brand-100">
            {item.icon}
          </span>
          <span>
            <span className="block font-bold leading-6 text-ink">{item.title}</span>
            <span className="block text-sm text-muted">{item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
