import Link from "next/link";
import { policies, policyText } from "@/lib/policies";
import { shop } from "@/lib/shop";
import { shopContact } from "@/lib/shop-contact";
import { PolicyHighlights } from "./policy-highlights";
import { PolicyPage, type PolicySection } from "./policy-page";

const contact = shopContact();
const email = <a href={`mailto:${contact.email}`}>{contact.email}</a>;

const sections: PolicySection[] = [
  {
    id: "shipping",
    heading: "Shipping",
    body: (
      <>
        <p>
          <strong>Shipping is free on every order delivered in India</strong>, whatever its size, and whether you pay
          online or by cash on delivery. We ship to every serviceable PIN code through our courier partners.
        </p>
        <ul>
          <li>
            Every order is printed, packed and dispatched <strong>within {policyText.dispatch}</strong> of being placed.
          </li>
          <li>
            Once dispatched, it reaches you in <strong>{policyText.delivery}</strong>. Remote areas and festive weeks can
            take a day or two longer; we will tell you if yours is one of them.
          </li>
          <li>
            When your parcel leaves us, we e-mail you its tracking link. You can also follow every order under My Orders
            in your <Link href="/dashboard-client">account</Link>.
          </li>
          <li>
            Orders are delivered to the address you save at checkout. Please check the PIN code and phone number: the
            courier calls that number before delivery.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "returns",
    heading: "Returns and exchanges",
    body: (
      <>
        <p>
          If something is not right, you can return it <strong>within {policyText.returnWindow} of delivery</strong>. A
          return is accepted when the item is unused, unwashed and undamaged, with its original tags still attached.
        </p>
        <ol>
          <li>
            Write to {email} within {policyText.returnWindow} of delivery with your order number (the 8 characters after
            the # in My Orders) and the items you want to return or exchange.
          </li>
          <li>We confirm within one working day and arrange a free pickup from your address.</li>
          <li>
            Hand the item over in its original packaging. For an exchange (another size or colour), we dispatch the new
            item as soon as the pickup is done, subject to stock.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: "not-returnable",
    heading: "What cannot be returned",
    body: (
      <ul>
        <li>
          <strong>Personalised items</strong>: anything printed with your own text, photo or design is made only for you,
          so it is final sale and cannot be returned or exchanged, unless it arrives damaged, defective or different
          from what you approved.
        </li>
        <li>
          <strong>International orders</strong>: orders delivered outside India cannot be returned or exchanged.
        </li>
        <li>Items that have been worn, washed or altered, or whose tags have been removed.</li>
      </ul>
    ),
  },
  {
    id: "damaged-or-missing",
    heading: "Damaged, defective or missing items",
    body: (
      <>
        <p>
          We check every piece before it is packed, but if a print is faulty, a seam gives way or an item arrives
          damaged, we will replace it or refund it in full, personalised items included.
        </p>
        <ul>
          <li>
            Report a defect or damage <strong>within {policyText.defectClaim} of delivery</strong> with clear photos of
            the problem and of the tag.
          </li>
          <li>
            Report a <strong>missing item within {policyText.missingItemReport} of delivery</strong>, with an unboxing
            video: a single, uncut video that shows the sealed parcel and its label, then the opening and the contents.
            It is the only way we can settle the claim with the courier.
          </li>
        </ul>
        <p>Send both to {email}; we answer within one working day.</p>
      </>
    ),
  },
  {
    id: "refunds",
    heading: "Refunds",
    body: (
      <>
        <p>
          When your return reaches us, we check it <strong>within {policyText.refundStart}</strong> and e-mail you the
          result. An approved refund is then processed in <strong>{policyText.refund}</strong>.
        </p>
        <ul>
          <li>Online payments (UPI, cards, wallets, net banking) are refunded to the same account or card.</li>
          <li>
            Cash on delivery orders are refunded by bank transfer or UPI to the account you give us when you ask for the
            return.
          </li>
          <li>
            Shipping is free, so nothing is deducted for it; the refund is the amount you paid for the returned items.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cancellations",
    heading: "Cancelling an order",
    body: (
      <p>
        You can cancel an order free of charge until it is dispatched by writing to {email} with your order number. Online
        payments for a cancelled order are refunded in {policyText.refund}. Once an order has left us it can no longer be
        cancelled, but you can return it under the rules above.
      </p>
    ),
  },
];

/** /refund, the "Policies" page: shipping, returns, refunds and cancellations. */
export function RefundPolicy() {
  return (
    <PolicyPage
      testId="policy-refund"
      eyebrow="Policies"
      title="Shipping, Returns and Refunds"
      intro={
        <p>
          How {shop.name} ships your order, and what happens if you need to send something back. The short version: free
          shipping across India, dispatch within {policyText.dispatch} and {policyText.returnWindowShort} returns.
        </p>
      }
      updated={policies.lastUpdated}
      before={<PolicyHighlights />}
      sections={sections}
    />
  );
}
