/** The shop's navigation, in one place so the header, the mobile menu and the footer agree. */
export type NavLink = { label: string; href: string };

export const themeLinks = {
  fitness: { label: "Fitness", href: "/products/search?gender=Fitness" },
  motivation: { label: "Motivation", href: "/products/search?gender=Motivation" },
  pets: { label: "Pets", href: "/products/search?gender=Pets" },
  men: { label: "Men", href: "/products/search?gender=male" },
} satisfies Record<string, NavLink>;

const home: NavLink = { label: "Home", href: "/" };
const shopAll: NavLink = { label: "Shop", href: "/collections" };
const offers: NavLink = { label: "Offers", href: "/offer-promotion" };

/** Desktop header: Home, Shop, Fitness, Motivation, Pets, Offers. */
export const desktopNav: NavLink[] = [home, shopAll, themeLinks.fitness, themeLinks.motivation, themeLinks.pets, offers];

/** Mobile slide-in menu: Home, Shop, Offers, then its categories (./menu-categories.ts). */
export const mobileNav: NavLink[] = [home, shopAll, offers];

/** The menu's categories until the catalogue's list arrives (or if it cannot): the spec's themes. */
export const mobileThemes: NavLink[] = [themeLinks.men, themeLinks.fitness, themeLinks.pets, themeLinks.motivation];

/** After the categories: the gift store and the design query form. */
export const mobileMore: NavLink[] = [
  { label: "Gift Store", href: "/gift-store" },
  { label: "Design your own", href: "/queryform" },
];

export const footerCategories: NavLink[] = [themeLinks.fitness, themeLinks.motivation, themeLinks.pets];

export const footerInformation: NavLink[] = [
  { label: "About", href: "/about" },
  { label: "Track your order", href: "/track" },
  { label: "Delivery Option", href: "/shiping" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms & Conditions", href: "/term-condition" },
];
