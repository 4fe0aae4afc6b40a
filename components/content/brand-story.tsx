import Link from "next/link";
import { policyText } from "@/lib/policies";
import { shop } from "@/lib/shop";
import { PolicyPage, type PolicySection } from "./policy-page";
import { ShopFacts } from "./shop-facts";

const sections: PolicySection[] = [
  {
    id: "how-it-started",
    heading: "It started with one tee",
    body: (
      <>
        <p>
          In {policyText.founded}, two friends in Jaipur wanted a T-shirt that said &ldquo;Chai Over Everything&rdquo;.
          Nothing in the shops came close, so they sketched it themselves, found a small screen-printing workshop near
          Johari Bazaar and printed twenty. Friends asked for one, then friends of friends, and by the end of that year
          the spare room was a warehouse.
        </p>
        <p>
          We called the shop {shop.name}: <em>rang</em> is colour, and colour is what we wanted on every tee. Bright
          prints, honest cotton and lines that sound like the people who wear them.
        </p>
      </>
    ),
  },
  {
    id: "what-we-believe",
    heading: "What we believe",
    body: (
      <ul>
        <li>
          <strong>A tee should say something.</strong> A gym motto, a joke from the family group, love for a dog that runs
          your house: our designs start with a line someone really says.
        </li>
        <li>
          <strong>Quality you can wash.</strong> We print with water-based inks that sink into soft, breathable cotton,
          and wash-test every new design before it goes on sale.
        </li>
        <li>
          <strong>Fair to everyone.</strong> Our printers and packers are paid fairly, and our prices stay honest, with
          free shipping across India and no hidden charges.
        </li>
      </ul>
    ),
  },
  {
    id: "where-we-are-now",
    heading: "Where we are now",
    body: (
      <>
        <p>
          Since {policyText.founded} more than {policyText.happyCustomers} customers have worn our
          designs, from gym floors in Ludhiana to beaches in Goa. The range has grown into fitness wear, motivation tees,
          pet-parent prints, kids&apos; tees and gifts like mugs and cushions, yet every order is still printed, checked
          and packed by our own team in Jaipur and dispatched within {policyText.dispatch}.
        </p>
        <p>
          Have an idea you want to wear? <Link href="/queryform">Design your own</Link> and we will print it for you, or{" "}
          <Link href="/collections">browse the whole collection</Link>.
        </p>
      </>
    ),
  },
];

/** /story: the brand story (founded 2021, as lib/policies.ts says everywhere). */
export function BrandStory() {
  return (
    <PolicyPage
      testId="brand-story"
      eyebrow="Our story"
      title={`The ${shop.name} Story`}
      intro={<p>Printed in Jaipur since {policyText.founded}, worn across India.</p>}
      before={<ShopFacts />}
      sections={sections}
      toc={false}
    />
  );
}
