import "server-only";
import type { Colour, Gender } from "./catalogue-data";
import type { GarmentStyle } from "./garments";
import type { Motif } from "./motifs";
import { discountedPrice } from "@/lib/pricing";
import { PRODUCT_OFFERS, lowestPrice } from "./offers";

/** Banners, blogs, gifts and coupons of the demo shop. */

// ---- Gifts -------------------------------------------------------------------------------------

export type GiftObject = "mug" | "magic-mug" | "cushion" | "frame" | "tote" | "bottle" | "keychain" | "hamper";

export type GiftSeed = {
  name: string;
  object: GiftObject;
  /** What is printed on it. */
  print: string;
  motif: Motif;
  /** Main colour of the object. */
  colour: string;
  backdrop: string;
  price: number;
  discount: number;
  rating: number;
};

export const GIFTS: GiftSeed[] = [
  { name: "Chai Pe Charcha Ceramic Coffee Mug", object: "mug", print: "Chai Pe Charcha", motif: "coffee", colour: "#f6f6f3", backdrop: "#f1e7d3", price: 349, discount: 20, rating: 4.5 },
  { name: "Best Dad Ever Magic Colour-Changing Mug", object: "magic-mug", print: "Best Dad Ever", motif: "crown", colour: "#1f1f22", backdrop: "#dfe6ee", price: 499, discount: 30, rating: 4.5 },
  { name: "Dog Dad Printed Cushion with Filler", object: "cushion", print: "Dog Dad", motif: "paw", colour: "#f2c14e", backdrop: "#f4e2d4", price: 599, discount: 25, rating: 5 },
  { name: "Personalised Wooden Photo Frame", object: "frame", print: "Family Forever", motif: "heart", colour: "#8a5a36", backdrop: "#efe6da", price: 699, discount: 40, rating: 4 },
  { name: "Good Vibes Only Canvas Tote Bag", object: "tote", print: "Good Vibes Only", motif: "sun", colour: "#efe4cf", backdrop: "#d9ebe7", price: 399, discount: 15, rating: 4.5 },
  { name: "Beast Mode Steel Sipper Bottle 750 ml", object: "bottle", print: "Beast Mode", motif: "dumbbell", colour: "#1f2c4c", backdrop: "#e1e7e1", price: 549, discount: 10, rating: 4 },
  { name: "Keep Going Acrylic Keychain Set of 2", object: "keychain", print: "Keep Going", motif: "star", colour: "#6a3f9e", backdrop: "#e8e3f1", price: 199, discount: 0, rating: 4.5 },
  { name: "Festive Gift Hamper with Mug, Keychain and Card", object: "hamper", print: "Happy Diwali", motif: "sun", colour: "#c63a32", backdrop: "#fcefc9", price: 999, discount: 35, rating: 5 },
];

function lowestGiftPrice(): number {
  return Math.min(...GIFTS.map((g) => discountedPrice(g.price, g.discount)));
}

// ---- Banners -----------------------------------------------------------------------------------

export type BannerPiece = { style: GarmentStyle; colour: Colour; slogan: string; motif: Motif };

export type BannerSeed = {
  /** File name and stable identity. */
  name: string;
  /** Where it shows: 'Home Page', or a theme of the search and listing pages. */
  category: string;
  eyebrow: string;
  headline: string;
  subline: string;
  hook: string;
  /** Where a tap on the banner goes (home banners; a listing's banner sits on its own page). */
  link?: string;
  /** Background gradient, from left to right, and the accent of the price pill. */
  colours: [string, string];
  accent: string;
  pieces: BannerPiece[];
};

const PRICE_POINTS = [199, 249, 299, 349, 399, 499, 599, 799, 999, 1499];

/**
 * "Tees under ₹199": the smallest round price point above the cheapest matching product's
 * discounted price, so the hook is true of the catalogue it sits on.
 */
function priceHook(what: string, gender?: Gender): string {
  const lowest = lowestPrice(gender ? (o) => o.product.gender === gender : undefined);
  const point = PRICE_POINTS.find((p) => p > lowest) ?? lowest;
  return `${what} under ₹${point}`;
}

export const BANNERS: BannerSeed[] = [
  {
    name: "home-new-season",
    category: "Home Page",
    eyebrow: "NEW SEASON DROP",
    headline: "Prints With Personality",
    subline: "Fresh designs for the gym, the office and every weekend in between.",
    hook: priceHook("Tees"),
    link: "/collections",
    colours: ["#1f2c4c", "#3b5b9a"],
    accent: "#f5b82e",
    pieces: [
      { style: "oversized", colour: "White", slogan: "Make It Happen", motif: "star" },
      { style: "tee", colour: "Orange", slogan: "Rise and Grind", motif: "coffee" },
    ],
  },
  {
    name: "home-pet-parents",
    category: "Home Page",
    eyebrow: "PET PARENT COLLECTION",
    headline: "For Proud Dog Dads and Cat Moms",
    subline: "Soft cotton tees and hoodies for walks, cuddles and lazy Sundays.",
    hook: priceHook("Pet tees", "pets"),
    link: "/products/search?gender=Pets",
    colours: ["#f6d8c2", "#f2b58c"],
    accent: "#c63a32",
    pieces: [
      { style: "tee", colour: "White", slogan: "Dog Dad", motif: "paw" },
      { style: "oversized", colour: "Purple", slogan: "Cat Mom", motif: "heart" },
    ],
  },
  {
    name: "home-festive-offer",
    category: "Home Page",
    eyebrow: "FESTIVE OFFER",
    headline: "Flat 20% Off on ₹999 and Above",
    subline: "Use code TEERANG20 at checkout. Free shipping across India.",
    hook: "Code: TEERANG20",
    link: "/offer-promotion",
    colours: ["#6a1f3a", "#c63a32"],
    accent: "#f5b82e",
    pieces: [
      { style: "hoodie", colour: "Navy", slogan: "Stronger Than Yesterday", motif: "kettlebell" },
      { style: "tee", colour: "Pink", slogan: "Good Vibes Only", motif: "sun" },
    ],
  },
  {
    name: "theme-fitness",
    category: "fitness",
    eyebrow: "TEERANG ACTIVE",
    headline: "Train Hard, Look Sharp",
    subline: "Gym tees, tanks and hoodies that keep up with every rep.",
    hook: priceHook("Gym wear", "fitness"),
    colours: ["#111317", "#3a3f47"],
    accent: "#f5b82e",
    pieces: [
      { style: "tank", colour: "Red", slogan: "No Pain No Gain", motif: "kettlebell" },
      { style: "oversized", colour: "Black", slogan: "Beast Mode", motif: "dumbbell" },
    ],
  },
  {
    name: "theme-motivation",
    category: "motivation",
    eyebrow: "WEAR YOUR WHY",
    headline: "Words That Keep You Going",
    subline: "Motivational tees for deadlines, exams and big dreams.",
    hook: priceHook("Tees", "motivation"),
    colours: ["#f1e7d3", "#e7c98f"],
    accent: "#1f2c4c",
    pieces: [
      { style: "tee", colour: "Navy", slogan: "Hustle Hard", motif: "bolt" },
      { style: "tee", colour: "White", slogan: "Dream Big Work Hard", motif: "rocket" },
    ],
  },
  {
    name: "theme-pets",
    category: "pets",
    eyebrow: "KALAKAAR PAWS",
    headline: "Made for Pet Parents",
    subline: "Paw prints, cat naps and good boys, printed on soft cotton.",
    hook: priceHook("Pet tees", "pets"),
    colours: ["#fbe7d6", "#f4c9a8"],
    accent: "#2f7a4d",
    pieces: [
      { style: "tee", colour: "Green", slogan: "Adopt Don't Shop", motif: "heart" },
      { style: "oversized", colour: "Blue", slogan: "Good Boy Club", motif: "bone" },
    ],
  },
  {
    name: "theme-kids",
    category: "kids",
    eyebrow: "KALAKAAR KIDS",
    headline: "Little Tees, Big Smiles",
    subline: "Soft, bright and tough enough for the playground.",
    hook: priceHook("Kids' tees", "kids"),
    colours: ["#fff1c1", "#ffd77a"],
    accent: "#2f6fd0",
    pieces: [
      { style: "tee", colour: "Orange", slogan: "Little Explorer", motif: "rocket" },
      { style: "tee", colour: "Pink", slogan: "Little Miss Sunshine", motif: "sun" },
    ],
  },
  {
    name: "theme-male",
    category: "male",
    eyebrow: "MEN'S GRAPHIC TEES",
    headline: "Desi Swag, Everyday Comfort",
    subline: "Hinglish one-liners and bold prints for him.",
    hook: priceHook("Men's tees", "male"),
    colours: ["#dfe5df", "#a9b8a9"],
    accent: "#c63a32",
    pieces: [
      { style: "tee", colour: "Black", slogan: "Desi Boy", motif: "crown" },
      { style: "oversized", colour: "Gray", slogan: "Bhai Mood", motif: "none" },
    ],
  },
  {
    name: "offers",
    category: "offers",
    eyebrow: "BEST SELLERS ON SALE",
    headline: `Up to ${Math.max(...PRODUCT_OFFERS.map((o) => o.discount))}% Off`,
    subline: "Our most-loved prints at their lowest prices this season.",
    hook: "Extra 10% off with WELCOME10",
    colours: ["#c63a32", "#ee7d2c"],
    accent: "#1d1d21",
    pieces: [
      { style: "tee", colour: "White", slogan: "Certified Foodie", motif: "heart" },
      { style: "hoodie", colour: "Black", slogan: "Don't Stop Until You're Proud", motif: "star" },
    ],
  },
  {
    name: "gift-store",
    category: "gift-store",
    eyebrow: "THE GIFT STORE",
    headline: "Gifts They Will Actually Use",
    subline: "Mugs, cushions, frames and totes for birthdays, Rakhi and Diwali.",
    hook: `Gifts from ₹${lowestGiftPrice()}`,
    colours: ["#2b1f4c", "#6a3f9e"],
    accent: "#f5b82e",
    pieces: [
      { style: "tee", colour: "White", slogan: "Best Brother Ever", motif: "star" },
      { style: "tee", colour: "Red", slogan: "Happy Diwali", motif: "sun" },
    ],
  },
  {
    name: "default",
    category: "default",
    eyebrow: "TEERANG",
    headline: "Printed Tees for Every Mood",
    subline: "Designed in India, printed in small batches, delivered free.",
    hook: priceHook("Tees"),
    colours: ["#1f7a6a", "#2f9c80"],
    accent: "#f5b82e",
    pieces: [
      { style: "tee", colour: "White", slogan: "Good Vibes Only", motif: "sun" },
      { style: "tee", colour: "Navy", slogan: "The Mountains Are Calling", motif: "mountain" },
    ],
  },
];

// ---- Coupons -----------------------------------------------------------------------------------

export type CouponSeed = { name: string; minOrderAmount: number; discount: number; userLimit: number };

export const COUPONS: CouponSeed[] = [
  { name: "WELCOME10", minOrderAmount: 499, discount: 10, userLimit: 1 },
  { name: "TEERANG20", minOrderAmount: 999, discount: 20, userLimit: 2 },
  { name: "FESTIVE15", minOrderAmount: 1499, discount: 15, userLimit: 1 },
];
