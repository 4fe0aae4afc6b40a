/**
 * The shop's own words, used by the header, footer, mails and metadata. How to reach the shop
 * (phone, WhatsApp, e-mail, address) is configuration: lib/shop-contact.ts.
 */
export const shop = {
  name: "TeeRang",
  tagline: "Printed T-shirts, apparel and gifts, designed in India",
  welcome: "Welcome to TeeRang",
  exclusive: "Exclusive Designs Await You!",
  social: {
    instagram: "https://www.instagram.com/",
    facebook: "https://www.facebook.com/",
    youtube: "https://www.youtube.com/",
    x: "https://x.com/",
  },
} as const;
