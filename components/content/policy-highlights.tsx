import type { ReactNode } from "react";
import { BagIcon, ReturnIcon, RupeeIcon, TruckIcon } from "@/components/ui/icons";
import { policyText } from "@/lib/policies";

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
