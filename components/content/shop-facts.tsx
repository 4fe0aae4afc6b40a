import { policyText } from "@/lib/policies";

const facts = [
  { value: policyText.founded, label: "the year we printed our first tee" },
  { value: `${policyText.happyCustomers}+`, label: "happy customers across India" },
  { value: policyText.dispatch, label: "or less from order to dispatch" },
  { value: "Free", label: "shipping to every PIN code in India" },
];

/** The shop's numbers, as the brand story and About page tell them (from lib/policies.ts). */
export function ShopFacts() {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col rounded-2xl bg-brand-950 p-4 text-white sm:p-5">
          <dt className="order-2 mt-1 text-sm text-brand-100">{fact.label}</dt>
          <dd className="order-1 text-2xl font-extrabold tracking-tight text-saffron-300 sm:text-3xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
