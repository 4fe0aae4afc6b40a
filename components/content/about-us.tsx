import Link from "next/link";
import { policyText } from "@/lib/policies";
import { shop } from "@/lib/shop";
import { PolicyHighlights } from "./policy-highlights";
import { PolicyPage, type PolicySection } from "./policy-page";
import { ShopFacts } from "./shop-facts";

const sections: PolicySection[] = [
  {
    id: "who-we-are",
    heading: "Who we are",
    body: (
      <>
        <p>
          {shop.name} is an Indian brand of printed T-shirts, apparel and gifts, founded in {policyText.founded} and based
          in Jaipur, Rajasthan. A small team of designers, printers and packers makes everything you see on this site, and
          more than {policyText.happyCustomers} happy customers have ordered from us so far.
        </p>
        <p>
          Read how it began in <Link href="/story">our story</Link>.
        </p>
      </>
    ),
  },
  {
    id: "what-we-make",
    heading: "What we make",
    body: (
      <ul>
        <li>
          <strong>Printed tees, tanks and hoodies</strong> for fitness, motivation, pet parents, travel lovers, men, women
          and kids, in regular and oversized fits.
        </li>
        <li>
          <strong>Gifts</strong>: mugs, cushions, photo frames, tote bags, bottles and keychains, printed with lines people
          actually say.
        </li>
        <li>
          <strong>Your own design</strong>: send us an idea or an image through the{" "}
          <Link href="/queryform">design query form</Link> and we will print it for you.
        </li>
      </ul>
    ),
  },
  {
    id: "how-we-work",
    heading: "How we work",
    body: (
      <p>
        Every design is wash-tested before it goes on sale, printed with water-based inks on soft cotton and checked by
        hand before it is packed. Orders leave our Jaipur workshop within {policyText.dispatch} and reach you in{" "}
        {policyText.delivery}, with free shipping across India and {policyText.returnWindowShort} returns on unused items.
        The details are on our <Link href="/refund">Policies</Link> page.
      </p>
    ),
  },
];

/** /about: who the shop is (its claims kept consistent with the brand story). */
export function AboutUs() {
  return (
    <PolicyPage
      testId="about-us"
      eyebrow={`About ${shop.name}`}
      title="About Us"
      intro={<p>{shop.tagline}, for everyone who wants their tee to say something.</p>}
      before={
        <div className="grid gap-6">
          <ShopFacts />
          <PolicyHighlights />
        </div>
      }
      sections={sections}
      toc={false}
    />
  );
}
