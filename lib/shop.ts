/** The shop's own words, used by the header, footer, mails and metadata. */
export const shop = {
  name: "TeeRang",
  tagline: "Printed T-shirts, apparel and gifts, designed in India",
  welcome: "Welcome to TeeRang",
  exclusive: "Exclusive Designs Await You!",
  email: "care@teerang.in",
  // The spec shows a placeholder number; this one is clearly not a real line.
  phone: "+91 00000 00000",
  address: "2nd Floor, Printers Lane, Jaipur, Rajasthan 302001",
  helpChatUrl: "https://wa.me/910000000000?text=" + encodeURIComponent("Hi TeeRang, I need help with my order."),
  social: {
    instagram: "https://www.instagram.com/",
    facebook: "https://www.facebook.com/",
    youtube: "https://www.youtube.com/",
    x: "https://x.com/",
  },
} as const;
