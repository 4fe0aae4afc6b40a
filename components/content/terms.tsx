import Link from "next/link";
import { policies, policyText } from "@/lib/policies";
import { shop } from "@/lib/shop";
import { shopContact } from "@/lib/shop-contact";
import { PolicyPage, type PolicySection } from "./policy-page";

const contact = shopContact();
const email = <a href={`mailto:${contact.email}`}>{contact.email}</a>;

const sections: PolicySection[] = [
  {
    id: "about-these-terms",
    heading: "About these terms",
    body: (
      <>
        <p>
          These terms apply to every visit to the {shop.name} website and to every order placed on it. {shop.name} is an
          Indian business based at {contact.address}. By browsing the site or placing an order you agree to these terms, to
          our <Link href="/privacy">Privacy Policy</Link> and to our{" "}
          <Link href="/refund">shipping, returns and refund policies</Link>.
        </p>
        <p>
          We may update these terms from time to time. The version on this page when you place an order is the one that
          applies to it.
        </p>
      </>
    ),
  },
  {
    id: "your-account",
    heading: "Your account",
    body: (
      <ul>
        <li>Give your real name, a working e-mail address and phone number when you register or check out.</li>
        <li>
          Keep your password to yourself. You are responsible for what is done with your account; tell us at once at{" "}
          {email} if you think someone else has used it.
        </li>
        <li>We may suspend an account that is used for fraud, abuse of offers or coupons, or to harm other shoppers.</li>
      </ul>
    ),
  },
  {
    id: "products-and-prices",
    heading: "Products and prices",
    body: (
      <ul>
        <li>
          All prices are in Indian rupees (₹) and include GST. The price you pay is the one shown in your cart at
          checkout, after any discount.
        </li>
        <li>
          We photograph our products carefully, but screens differ: a colour may look slightly different in person.
          Print sizes and positions can vary by a few millimetres from piece to piece.
        </li>
        <li>
          If a product is listed at a clearly wrong price because of an error, we will tell you before dispatch and you
          can choose to pay the correct price or cancel for a full refund.
        </li>
      </ul>
    ),
  },
  {
    id: "orders-and-payment",
    heading: "Orders and payment",
    body: (
      <>
        <p>
          An order is confirmed when you receive our confirmation. You can pay by cash on delivery or online; online
          payments are handled by a secure payment provider (UPI, cards, wallets and net banking), and {shop.name} never
          sees or stores your card details.
        </p>
        <p>
          Coupons apply only to orders that meet the coupon&apos;s minimum amount, cannot be exchanged for cash and may be
          limited to a number of uses per customer. One coupon can be used per order.
        </p>
      </>
    ),
  },
  {
    id: "shipping-and-returns",
    heading: "Shipping, returns and defects",
    body: (
      <>
        <p>
          Shipping is free across India. We dispatch every order within {policyText.dispatch}, and it is delivered in{" "}
          {policyText.delivery} after dispatch.
        </p>
        <ul>
          <li>
            Unused items with their tags attached can be returned within {policyText.returnWindow} of delivery.
            Personalised items are final sale unless they are defective, and international orders cannot be returned.
          </li>
          <li>
            <strong>Defects must be reported within {policyText.defectClaim} of delivery</strong>, with photos. Missing
            items must be reported within {policyText.missingItemReport} of delivery, with an unboxing video.
          </li>
          <li>
            Refunds start within {policyText.refundStart} of a return reaching us and are processed in{" "}
            {policyText.refund}.
          </li>
        </ul>
        <p>
          The full rules are on our <Link href="/refund">Policies</Link> page.
        </p>
      </>
    ),
  },
  {
    id: "designs-you-send",
    heading: "Designs and reviews you send us",
    body: (
      <ul>
        <li>
          When you send a design, photo or text for a custom print, you confirm that you own it or have permission to use
          it. We do not print content that is hateful, obscene or that copies someone else&apos;s trademark or artwork,
          and may refuse such an order with a full refund.
        </li>
        <li>
          Reviews must be honest and about the product. We may remove reviews that contain abuse, personal details or
          advertising.
        </li>
      </ul>
    ),
  },
  {
    id: "our-designs",
    heading: "Our designs",
    body: (
      <p>
        The designs, photographs, text and logo on this site belong to {shop.name} or to the artists who made them for us.
        You may share links to our pages, but please do not copy or reprint our designs for sale.
      </p>
    ),
  },
  {
    id: "liability",
    heading: "Our responsibility",
    body: (
      <p>
        We are responsible for delivering the products you order as described. Beyond that, and as far as the law allows,
        our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights
        under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: "governing-law",
    heading: "Governing law",
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute will first be addressed with our customer care team at{" "}
        {email}; if it cannot be settled, the courts at Jaipur, Rajasthan, have jurisdiction.
      </p>
    ),
  },
];

/** /term-condition: the shop's Terms and Conditions. */
export function TermsAndConditions() {
  return (
    <PolicyPage
      testId="policy-terms"
      eyebrow="The small print"
      title="Terms and Conditions"
      intro={<p>The rules for using the {shop.name} website and buying from us, written as plainly as we could.</p>}
      updated={policies.lastUpdated}
      sections={sections}
    />
  );
}
