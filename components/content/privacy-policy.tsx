import { policies, policyText } from "@/lib/policies";
import { shop } from "@/lib/shop";
import { shopContact } from "@/lib/shop-contact";
import { PolicyPage, type PolicySection } from "./policy-page";

const contact = shopContact();
const email = <a href={`mailto:${contact.email}`}>{contact.email}</a>;

const sections: PolicySection[] = [
  {
    id: "what-we-collect",
    heading: "What we collect",
    body: (
      <ul>
        <li>
          <strong>Your account</strong>: your name, e-mail address, phone number and a securely hashed version of your
          password. We never store the password itself.
        </li>
        <li>
          <strong>Your orders</strong>: the delivery address you give us (name, address, phone, PIN code, state, city and
          landmark), what you ordered and how you paid.
        </li>
        <li>
          <strong>What you send us</strong>: reviews, design queries with the image you upload, and messages to our team.
        </li>
        <li>
          <strong>Payments</strong>: online payments are handled by our payment provider. We receive only the payment
          status and reference, never your card number, UPI PIN or bank password.
        </li>
      </ul>
    ),
  },
  {
    id: "how-we-use-it",
    heading: "How we use it",
    body: (
      <ul>
        <li>To process, ship and track your orders, and to handle returns and refunds.</li>
        <li>To keep your cart and wishlist, and to let you sign in and reset a forgotten password.</li>
        <li>To answer your questions and send the e-mails your orders need (confirmations, tracking, refunds).</li>
        <li>To prevent fraud and abuse of offers, and to keep the site secure.</li>
      </ul>
    ),
  },
  {
    id: "who-we-share-it-with",
    heading: "Who we share it with",
    body: (
      <>
        <p>We never sell your personal data. We share only what each partner needs to do its job:</p>
        <ul>
          <li>our courier partners receive your name, delivery address and phone number to deliver your parcel;</li>
          <li>our payment provider receives the amount and your contact details to take an online payment;</li>
          <li>authorities, when Indian law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: "cookies",
    heading: "Cookies and browser storage",
    body: (
      <ul>
        <li>A sign-in cookie keeps you signed in until you log out; the site cannot work without it.</li>
        <li>
          The delivery address you save at checkout is kept in a cookie on your device for {policyText.savedAddress}, so
          you do not have to type it again.
        </li>
        <li>We use no advertising cookies and no third-party trackers.</li>
      </ul>
    ),
  },
  {
    id: "how-long-we-keep-it",
    heading: "How long we keep it",
    body: (
      <p>
        We keep your account for as long as you have it. Order and invoice records are kept for eight years, as Indian tax
        law requires. Design queries are deleted one year after we answer them.
      </p>
    ),
  },
  {
    id: "your-rights",
    heading: "Your rights",
    body: (
      <p>
        Under the Digital Personal Data Protection Act, 2023 you can ask us for a copy of the personal data we hold about
        you, ask us to correct it or delete it, and withdraw your consent to its use. Write to {email} from the e-mail
        address of your account and we will reply within a month.
      </p>
    ),
  },
  {
    id: "children",
    heading: "Children",
    body: (
      <p>
        Our kids&apos; range is bought by parents. We do not knowingly create accounts for anyone under 18; if you think a
        child has given us personal data, please tell us and we will delete it.
      </p>
    ),
  },
  {
    id: "grievance-officer",
    heading: "Grievance officer",
    body: (
      <p>
        For any complaint about your personal data, write to our grievance officer at {email} with the subject line
        &ldquo;Privacy&rdquo;, or by post to {shop.name}, {contact.address}. We acknowledge every complaint within one working day.
      </p>
    ),
  },
];

/** /privacy: what the shop collects, why, and the shopper's rights. */
export function PrivacyPolicy() {
  return (
    <PolicyPage
      testId="policy-privacy"
      eyebrow="Your data"
      title="Privacy Policy"
      intro={
        <p>
          {shop.name} collects only what it needs to deliver your orders and look after your account. This page explains
          what that is, how we use it and how you stay in control.
        </p>
      }
      updated={policies.lastUpdated}
      sections={sections}
    />
  );
}
