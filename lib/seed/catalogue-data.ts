import "server-only";
import type { GarmentStyle } from "./garments";
import type { Motif } from "./motifs";

/** The demo catalogue: two shops, eight categories and their products. */

export type Colour = "Black" | "Blue" | "Gray" | "Green" | "Red" | "Orange" | "White" | "Purple" | "Pink" | "Brown" | "Navy";
export type Size = "S" | "M" | "L" | "XL" | "XXL";
export type Gender = "fitness" | "motivation" | "pets" | "kids" | "male" | "female" | "unisex";

export const ALL_SIZES: Size[] = ["S", "M", "L", "XL", "XXL"];

export type ShopSeed = {
  shopName: string;
  slug: string;
  /** E-mail of the staff account (role seller) that runs the shop. */
  ownerEmail: string;
  /** The shop's GST details, printed as the supplier on its invoices (made up for the demo; the GSTINs' check characters hold). */
  tax: { legalName: string; gstin: string; address: string; state: string };
};

export const SHOPS: ShopSeed[] = [
  {
    shopName: "TeeRang Originals",
    slug: "teerang-originals",
    ownerEmail: "seller@teerang.in",
    tax: { legalName: "TeeRang Apparel Private Limited", gstin: "08AAGCT4821K1Z3", address: "Plot 14, Sitapura Industrial Area, Jaipur 302022", state: "Rajasthan" },
  },
  {
    shopName: "Kalakaar Studio",
    slug: "kalakaar-studio",
    ownerEmail: "studio@teerang.in",
    tax: { legalName: "Kalakaar Prints Private Limited", gstin: "27AAGCK7395M1ZP", address: "Unit 7, Pereira Compound, Andheri East, Mumbai 400069", state: "Maharashtra" },
  },
];

export type CategorySeed = {
  name: string;
  /** Soft studio background of the category's product photos. */
  backdrop: string;
  /** Colour and graphic of the category's own picture. */
  colour: Colour;
  motif: Motif;
};

export const CATEGORIES: CategorySeed[] = [
  { name: "Fitness", backdrop: "#dfe6ee", colour: "Black", motif: "dumbbell" },
  { name: "Motivation", backdrop: "#f1e7d3", colour: "Navy", motif: "bolt" },
  { name: "Pets", backdrop: "#f4e2d4", colour: "White", motif: "paw" },
  { name: "Kids", backdrop: "#fcefc9", colour: "Orange", motif: "rocket" },
  { name: "Men", backdrop: "#e1e7e1", colour: "Gray", motif: "crown" },
  { name: "Women", backdrop: "#f5e0e8", colour: "Pink", motif: "heart" },
  { name: "Travel", backdrop: "#d9ebe7", colour: "Green", motif: "mountain" },
  { name: "Quotes", backdrop: "#e8e3f1", colour: "Purple", motif: "quote" },
];

export type ProductSeed = {
  name: string;
  /** What is printed on the chest. */
  slogan: string;
  category: string;
  gender: Gender;
  /** Index into SHOPS. */
  shop: 0 | 1;
  brand: string;
  style: GarmentStyle;
  kids?: boolean;
  colours: Colour[];
  sizes?: Size[];
  price: number;
  motif: Motif;
  /** One or two sentences about this design; the rest of the description comes from its cut. */
  about: string;
};

const ORIGINALS = "TeeRang Originals";
const ACTIVE = "TeeRang Active";
const STUDIO = "Kalakaar Studio";
const PAWS = "Kalakaar Paws";
const KIDS = "Kalakaar Kids";
const KID_SIZES: Size[] = ["S", "M", "L", "XL"];

export const PRODUCTS: ProductSeed[] = [
  // ---- Fitness -------------------------------------------------------------------------------
  { name: "Beast Mode Oversized Gym Tee", slogan: "Beast Mode", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "oversized", colours: ["Black", "Gray", "Navy"], price: 799, motif: "dumbbell", about: "Our best-selling gym tee, made for heavy days under the bar. The bold BEAST MODE chest print tells everyone at the squat rack you mean business." },
  { name: "Train Insane Or Remain The Same Dri-Fit Tee", slogan: "Train Insane or Remain the Same", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "tee", colours: ["Red", "Black", "White"], price: 649, motif: "bolt", about: "A quick-drying training tee with a slogan that needs no explanation. Light enough for a 5 a.m. HIIT class, sharp enough to wear for coffee afterwards." },
  { name: "Sweat Now Shine Later Racerback Tank", slogan: "Sweat Now Shine Later", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "tank", colours: ["Pink", "Black", "Purple"], price: 449, motif: "bolt", about: "A racerback tank that stays out of the way on cardio days and spin classes. The deep armholes let your shoulders move freely through every set." },
  { name: "No Pain No Gain Muscle Tank", slogan: "No Pain No Gain", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "tank", colours: ["Gray", "Black"], price: 499, motif: "kettlebell", about: "A classic muscle tank for pump days, with a kettlebell graphic above the old-school gym motto. Pairs well with joggers or shorts." },
  { name: "Leg Day Survivor Printed Tee", slogan: "Leg Day Survivor", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "tee", colours: ["White", "Orange"], price: 549, motif: "dumbbell", about: "For everyone who has walked down the stairs sideways after squats. A light-hearted print that gym friends always ask about." },
  { name: "Gym Rat Oversized Drop-Shoulder Tee", slogan: "Gym Rat", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "oversized", colours: ["Brown", "Black", "White"], price: 749, motif: "dumbbell", about: "A roomy drop-shoulder tee for people who practically live at the gym. The relaxed cut hides nothing and restricts nothing." },
  { name: "Eat Sleep Lift Repeat Training Tee", slogan: "Eat Sleep Lift Repeat", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "tee", colours: ["Navy", "White", "Blue"], price: 599, motif: "kettlebell", about: "The whole routine, printed on one tee. A soft cotton-blend training top that works for lifting sessions and rest days alike." },
  { name: "Run The Day Performance Tee", slogan: "Run the Day", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "tee", colours: ["Blue", "Orange", "White"], price: 699, motif: "bolt", about: "Made for morning runs along the sea face and weekend 10Ks. The print is light so the fabric keeps breathing where you sweat most." },
  { name: "Stronger Than Yesterday Gym Hoodie", slogan: "Stronger Than Yesterday", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "hoodie", colours: ["Black", "Gray"], price: 1299, motif: "kettlebell", about: "A warm fleece hoodie for winter warm-ups and the walk home from the gym. A reminder, printed on the chest, that progress is the only competition." },
  { name: "Yoga Mode On Relaxed Tee", slogan: "Yoga Mode On", category: "Fitness", gender: "fitness", shop: 0, brand: ACTIVE, style: "tee", colours: ["Pink", "Purple", "White"], price: 499, motif: "leaf", about: "A soft, easy tee for yoga, pilates and slow Sunday stretches. The relaxed body never clings when you move into a pose." },

  // ---- Motivation ----------------------------------------------------------------------------
  { name: "Don't Stop Until You're Proud Hoodie", slogan: "Don't Stop Until You're Proud", category: "Motivation", gender: "motivation", shop: 0, brand: ORIGINALS, style: "hoodie", colours: ["Navy", "Black"], price: 1399, motif: "star", about: "Our most-loved hoodie, with a line to carry you through exam season, deadlines and long projects. Brushed fleece inside keeps it cosy on cold evenings." },
  { name: "Hustle Hard Graphic T-Shirt", slogan: "Hustle Hard", category: "Motivation", gender: "motivation", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Black", "White"], price: 499, motif: "bolt", about: "Two words for founders, freelancers and everyone working a side project after office hours. Clean type on a soft everyday tee." },
  { name: "Dream Big Work Hard Printed Tee", slogan: "Dream Big Work Hard", category: "Motivation", gender: "motivation", shop: 0, brand: ORIGINALS, style: "tee", colours: ["White", "Blue"], price: 549, motif: "rocket", about: "A rocket and a simple rule to live by. A favourite with students heading off to college and anyone starting something new." },
  { name: "Make It Happen Oversized Tee", slogan: "Make It Happen", category: "Motivation", gender: "motivation", shop: 0, brand: ORIGINALS, style: "oversized", colours: ["Green", "Black"], price: 799, motif: "star", about: "A relaxed oversized fit with a no-excuses message across the chest. Wear it with cargos or denim for an easy street look." },
  { name: "Be Your Own Hero Cotton Tee", slogan: "Be Your Own Hero", category: "Motivation", gender: "motivation", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Red", "White"], price: 449, motif: "crown", about: "Because nobody is coming to save the day but you. A bright, confident print on breathable cotton." },
  { name: "Believe In Yourself Crew Neck Tee", slogan: "Believe in Yourself", category: "Motivation", gender: "motivation", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Purple", "White"], price: 499, motif: "sun", about: "A gentle reminder printed under a rising sun. It makes a thoughtful gift for a friend going through a new job, a new city or a new start." },
  { name: "One Day Or Day One Oversized Tee", slogan: "One Day or Day One", category: "Motivation", gender: "motivation", shop: 0, brand: ORIGINALS, style: "oversized", colours: ["White", "Gray"], price: 849, motif: "none", about: "Four words that decide everything. Minimal typography on a heavyweight oversized tee that holds its shape wash after wash." },
  { name: "Rise And Grind Printed T-Shirt", slogan: "Rise and Grind", category: "Motivation", gender: "motivation", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Brown", "Orange", "White"], price: 499, motif: "coffee", about: "For early risers and night owls who need a strong cup first. A warm coffee-toned print that looks better every time it is washed." },
  { name: "Progress Over Perfection Sweat Hoodie", slogan: "Progress Over Perfection", category: "Motivation", gender: "motivation", shop: 0, brand: ORIGINALS, style: "hoodie", colours: ["Gray", "Green"], price: 1199, motif: "leaf", about: "A soft fleece hoodie with a kinder way to look at your goals. Ideal for chilly mornings, flights and late-night study sessions." },

  // ---- Pets ----------------------------------------------------------------------------------
  { name: "Dog Dad Printed Cotton T-Shirt", slogan: "Dog Dad", category: "Pets", gender: "pets", shop: 1, brand: PAWS, style: "tee", colours: ["White", "Gray", "Navy"], price: 549, motif: "paw", about: "For the proud father of a very good boy or girl. A soft cotton tee with a paw print badge, made for walks, park visits and lazy Sundays with your dog." },
  { name: "Dog Mom Printed Cotton T-Shirt", slogan: "Dog Mom", category: "Pets", gender: "pets", shop: 1, brand: PAWS, style: "tee", colours: ["Pink", "White"], price: 549, motif: "paw", about: "The matching piece to our Dog Dad tee, for every mother of a four-legged baby. Soft enough for cuddles on the sofa." },
  { name: "Cat Mom Oversized Tee", slogan: "Cat Mom", category: "Pets", gender: "pets", shop: 1, brand: PAWS, style: "oversized", colours: ["Purple", "Black"], price: 699, motif: "heart", about: "An oversized tee for people whose cat decides the schedule. Roomy, comfortable and easy to brush the fur off." },
  { name: "Paws Before Plans Relaxed Tee", slogan: "Paws Before Plans", category: "Pets", gender: "pets", shop: 1, brand: PAWS, style: "tee", colours: ["Orange", "White"], price: 499, motif: "paw", about: "For anyone who has cancelled dinner plans because the dog looked sad. A cheerful print on a relaxed everyday fit." },
  { name: "Adopt Don't Shop Rescue Tee", slogan: "Adopt Don't Shop", category: "Pets", gender: "pets", shop: 1, brand: PAWS, style: "tee", colours: ["Green", "White"], price: 599, motif: "heart", about: "Wear the message that gives indie dogs and cats a home. Ten percent of every sale goes to animal shelters we work with in Jaipur." },
  { name: "Powered By Cat Naps Hoodie", slogan: "Powered by Cat Naps", category: "Pets", gender: "pets", shop: 1, brand: PAWS, style: "hoodie", colours: ["Gray", "Navy"], price: 1249, motif: "paw", about: "A cosy hoodie for people who nap like their cats do. Brushed fleece inside and a roomy kangaroo pocket for treats." },
  { name: "My Dog Is My Valentine Tee", slogan: "My Dog Is My Valentine", category: "Pets", gender: "pets", shop: 1, brand: PAWS, style: "tee", colours: ["Red", "White"], price: 499, motif: "heart", about: "Love, printed in red and white, for the one who always greets you at the door. A fun pick for February and every other month." },
  { name: "Good Boy Club Oversized Tee", slogan: "Good Boy Club", category: "Pets", gender: "pets", shop: 1, brand: PAWS, style: "oversized", colours: ["Blue", "White"], price: 749, motif: "bone", about: "Membership is open to all good boys and their humans. A relaxed oversized fit with a playful bone graphic." },
  { name: "Will Walk For Treats Pet Parent Tee", slogan: "Will Walk for Treats", category: "Pets", gender: "pets", shop: 1, brand: PAWS, style: "tee", colours: ["Brown", "Gray"], price: 449, motif: "bone", about: "For the evening walk crew. A soft, easy tee in earthy tones that hides muddy paw prints well." },

  // ---- Kids ----------------------------------------------------------------------------------
  { name: "Little Explorer Kids T-Shirt", slogan: "Little Explorer", category: "Kids", gender: "kids", shop: 1, brand: KIDS, style: "tee", kids: true, colours: ["Orange", "Blue"], sizes: KID_SIZES, price: 349, motif: "rocket", about: "For curious kids who want to see what is over the next hill. Soft cotton that survives playgrounds, picnics and school trips." },
  { name: "Future Astronaut Kids Tee", slogan: "Future Astronaut", category: "Kids", gender: "kids", shop: 1, brand: KIDS, style: "tee", kids: true, colours: ["Navy", "White"], sizes: KID_SIZES, price: 349, motif: "rocket", about: "A space-mad favourite with a rocket ready for launch. Gentle on young skin and easy to pull over the head." },
  { name: "Super Brother Kids Printed Tee", slogan: "Super Brother", category: "Kids", gender: "kids", shop: 1, brand: KIDS, style: "tee", kids: true, colours: ["Blue", "Red"], sizes: KID_SIZES, price: 299, motif: "star", about: "A Raksha Bandhan favourite for the best brother in the house. Bright colours that stay bright wash after wash." },
  { name: "Little Miss Sunshine Kids Tee", slogan: "Little Miss Sunshine", category: "Kids", gender: "kids", shop: 1, brand: KIDS, style: "tee", kids: true, colours: ["Pink", "Orange"], sizes: ["S", "M", "L"], price: 299, motif: "sun", about: "For the little one who lights up every room. A soft, breathable tee for birthday parties and summer holidays." },
  { name: "Roar Like A Dino Kids Cotton Tee", slogan: "Roar Like a Dino", category: "Kids", gender: "kids", shop: 1, brand: KIDS, style: "tee", kids: true, colours: ["Green", "Gray"], sizes: KID_SIZES, price: 349, motif: "leaf", about: "For dinosaur fans who roar first and ask questions later. Pure cotton that keeps active kids cool." },
  { name: "Born To Play Kids Sports Tee", slogan: "Born to Play", category: "Kids", gender: "kids", shop: 1, brand: KIDS, style: "tee", kids: true, colours: ["Red", "White"], sizes: KID_SIZES, price: 399, motif: "bolt", about: "Made for cricket in the colony, football after school and sports day races. Light fabric that dries quickly." },
  { name: "Mummy's Little Helper Kids Tee", slogan: "Mummy's Little Helper", category: "Kids", gender: "kids", shop: 1, brand: KIDS, style: "tee", kids: true, colours: ["Purple", "Pink"], sizes: ["S", "M", "L"], price: 299, motif: "heart", about: "A sweet print for little hands that love to help in the kitchen and the garden. Soft seams that never scratch." },
  { name: "Little Champ Kids Hoodie", slogan: "Little Champ", category: "Kids", gender: "kids", shop: 1, brand: KIDS, style: "hoodie", kids: true, colours: ["Navy", "Red"], sizes: KID_SIZES, price: 799, motif: "crown", about: "A warm hoodie for school mornings and winter holidays in the hills. The kangaroo pocket is just the right size for small treasures." },

  // ---- Men -----------------------------------------------------------------------------------
  { name: "Desi Boy Graphic T-Shirt", slogan: "Desi Boy", category: "Men", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Black", "White"], price: 449, motif: "crown", about: "Proud roots, printed big and bold. An everyday cotton tee that goes from college to chai stall with ease." },
  { name: "Chai Over Everything Men's Tee", slogan: "Chai Over Everything", category: "Men", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Brown", "White", "Orange"], price: 499, motif: "coffee", about: "For the man who has his priorities sorted: cutting chai first, everything else later. Warm tones on soft cotton." },
  { name: "Bhai Mood Oversized Tee", slogan: "Bhai Mood", category: "Men", gender: "male", shop: 0, brand: ORIGINALS, style: "oversized", colours: ["Black", "Gray"], price: 749, motif: "none", about: "Swag, in two words. A heavyweight oversized tee with dropped shoulders for a relaxed street look." },
  { name: "Weekend Mode On Men's Tee", slogan: "Weekend Mode On", category: "Men", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Blue", "Navy"], price: 449, motif: "sun", about: "For Saturday road trips and Sunday brunches. A breezy tee that says the laptop is firmly shut." },
  { name: "Monday Hater Club Men's Tee", slogan: "Monday Hater Club", category: "Men", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Gray", "Black"], price: 499, motif: "coffee", about: "Membership is free and automatic. A witty print for the office casual day and the long week ahead." },
  { name: "Certified Foodie Printed Tee", slogan: "Certified Foodie", category: "Men", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Orange", "Red"], price: 449, motif: "heart", about: "For the friend who knows the best momo stall in every city. Bright, cheerful and very easy to wear." },
  { name: "King Of Chill Relaxed Tee", slogan: "King of Chill", category: "Men", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Navy", "White"], price: 549, motif: "crown", about: "Unbothered, unhurried and always comfortable. A relaxed-fit tee with a crown graphic for the calmest person in the group." },
  { name: "Kam Bolo Zyada Karo Men's Tee", slogan: "Kam Bolo Zyada Karo", category: "Men", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Black", "Green"], price: 499, motif: "bolt", about: "Talk less, do more: desi wisdom for people who let their work speak. A clean Hinglish print on a regular-fit tee." },
  { name: "Certified Jugaad Expert Graphic Tee", slogan: "Certified Jugaad Expert", category: "Men", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["White", "Green"], price: 449, motif: "star", about: "For the man who can fix anything with a rubber band and a spoon. A fun gift for fathers, uncles and engineering friends." },

  // ---- Women ---------------------------------------------------------------------------------
  { name: "Girl Boss Relaxed Fit Tee", slogan: "Girl Boss", category: "Women", gender: "female", shop: 1, brand: STUDIO, style: "tee", colours: ["Pink", "Black"], sizes: ["S", "M", "L", "XL"], price: 499, motif: "crown", about: "For the woman running the meeting, the house and the side business. A relaxed fit that looks put-together with jeans or a skirt." },
  { name: "Strong Women Lift Each Other Oversized Tee", slogan: "Strong Women Lift Each Other", category: "Women", gender: "female", shop: 1, brand: STUDIO, style: "oversized", colours: ["White", "Purple"], price: 799, motif: "heart", about: "A message worth wearing every day. A roomy oversized tee that makes a lovely gift for sisters, friends and mothers." },
  { name: "Chai And Chill Women's Tee", slogan: "Chai and Chill", category: "Women", gender: "female", shop: 1, brand: STUDIO, style: "tee", colours: ["Brown", "Pink"], sizes: ["S", "M", "L", "XL"], price: 449, motif: "coffee", about: "Evenings with a book, a blanket and a hot cup of chai. A soft tee for your favourite way to unwind." },
  { name: "Self Love Club Relaxed Tee", slogan: "Self Love Club", category: "Women", gender: "female", shop: 1, brand: STUDIO, style: "tee", colours: ["Pink", "White"], price: 499, motif: "heart", about: "Join the only club that matters. A gentle pink-and-white design on breathable cotton." },
  { name: "She Believed She Could Hoodie", slogan: "She Believed She Could", category: "Women", gender: "female", shop: 1, brand: STUDIO, style: "hoodie", colours: ["Purple", "Gray"], price: 1299, motif: "star", about: "So she did. A cosy fleece hoodie for early classes, long commutes and winter trips." },
  { name: "Queen Vibes Racerback Tank", slogan: "Queen Vibes", category: "Women", gender: "female", shop: 1, brand: STUDIO, style: "tank", colours: ["Black", "Pink"], sizes: ["S", "M", "L", "XL"], price: 399, motif: "crown", about: "A sleek racerback tank for workouts, beach days and layering under a shirt. Fitted through the body without feeling tight." },

  // ---- Travel --------------------------------------------------------------------------------
  { name: "The Mountains Are Calling Travel Tee", slogan: "The Mountains Are Calling", category: "Travel", gender: "male", shop: 1, brand: STUDIO, style: "tee", colours: ["Green", "Navy", "White"], price: 549, motif: "mountain", about: "For weekend treks to Triund and long drives to Spiti. Breathable cotton that packs small and wrinkles little." },
  { name: "Ladakh Road Trip Graphic Tee", slogan: "Ladakh Road Trip", category: "Travel", gender: "male", shop: 1, brand: STUDIO, style: "tee", colours: ["Gray", "White"], price: 599, motif: "mountain", about: "A souvenir of the highest roads in the world, or a promise to yourself to ride them. Rugged colours made for the open road." },
  { name: "Goa State Of Mind Beach Tee", slogan: "Goa State of Mind", category: "Travel", gender: "unisex", shop: 1, brand: STUDIO, style: "tee", colours: ["Orange", "Blue", "White"], price: 449, motif: "sun", about: "Sunsets, shacks and susegad, printed on a light summer tee. Perfect for beach holidays and hot city afternoons." },
  { name: "Wanderlust Oversized Tee", slogan: "Wanderlust", category: "Travel", gender: "unisex", shop: 1, brand: STUDIO, style: "oversized", colours: ["Brown", "White"], price: 749, motif: "compass", about: "For the traveller with a bag always half packed. A relaxed oversized fit for airports, trains and hostel common rooms." },
  { name: "Not All Who Wander Are Lost Hoodie", slogan: "Not All Who Wander Are Lost", category: "Travel", gender: "male", shop: 1, brand: STUDIO, style: "hoodie", colours: ["Navy", "Gray"], price: 1349, motif: "compass", about: "A warm travel hoodie for cold mountain mornings and long bus rides. The deep hood works as a pillow in a pinch." },
  { name: "Chalo Pahadon Mein Travel Tee", slogan: "Chalo Pahadon Mein", category: "Travel", gender: "male", shop: 1, brand: STUDIO, style: "tee", colours: ["Blue", "White"], price: 499, motif: "mountain", about: "Let's go to the hills: the plan every friend group makes at least once a year. A Hinglish travel print on soft cotton." },
  { name: "Collect Moments Not Things Tee", slogan: "Collect Moments Not Things", category: "Travel", gender: "unisex", shop: 1, brand: STUDIO, style: "tee", colours: ["White", "Green"], price: 499, motif: "compass", about: "A reminder to spend on journeys rather than stuff. A simple, easy tee that goes everywhere you do." },

  // ---- Quotes --------------------------------------------------------------------------------
  { name: "Keep Calm And Carry On Quote Tee", slogan: "Keep Calm and Carry On", category: "Quotes", gender: "motivation", shop: 0, brand: ORIGINALS, style: "tee", colours: ["White", "Navy"], price: 399, motif: "crown", about: "The classic calm-down line with a crown on top. A timeless quote tee for busy weeks and crowded trains." },
  { name: "Be The Change Quote Tee", slogan: "Be the Change", category: "Quotes", gender: "motivation", shop: 0, brand: ORIGINALS, style: "tee", colours: ["White", "Green"], price: 449, motif: "quote", about: "Inspired by Gandhiji's words about becoming the change you wish to see. Clean type on soft, breathable cotton." },
  { name: "Sab Changa Si Quote T-Shirt", slogan: "Sab Changa Si", category: "Quotes", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Orange", "Black"], price: 449, motif: "quote", about: "All is well, Punjabi style. A cheerful quote tee for weddings, road trips and every family get-together." },
  { name: "Do What You Love Quote Tee", slogan: "Do What You Love", category: "Quotes", gender: "motivation", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Purple", "White"], price: 399, motif: "heart", about: "Four words for artists, bakers, coders and dreamers. A soft tee with a small heart above the quote." },
  { name: "Stay Humble Hustle Hard Quote Tee", slogan: "Stay Humble Hustle Hard", category: "Quotes", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Black", "Gray"], price: 499, motif: "quote", about: "Work hard, stay grounded. A sharp black-and-grey quote tee for the quietly ambitious." },
  { name: "Good Vibes Only Quote Tee", slogan: "Good Vibes Only", category: "Quotes", gender: "unisex", shop: 0, brand: ORIGINALS, style: "tee", colours: ["White", "Pink"], price: 399, motif: "sun", about: "A sunny little quote for sunny people. Easy to style for college, cafés and casual Fridays." },
  { name: "Think Less Live More Quote Tee", slogan: "Think Less Live More", category: "Quotes", gender: "motivation", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Blue", "White"], price: 449, motif: "leaf", about: "For overthinkers who are learning to let go. A calm blue tee with a leaf above the quote." },
  { name: "Jo Hoga Dekha Jayega Quote Tee", slogan: "Jo Hoga Dekha Jayega", category: "Quotes", gender: "male", shop: 0, brand: ORIGINALS, style: "tee", colours: ["Navy", "Black"], price: 499, motif: "quote", about: "Whatever happens, we will handle it. The most relaxed Hindi line ever, printed on a regular-fit tee." },
];
