import "server-only";
import { averageRating } from "@/lib/reviews/average";
import type { ProductSeed } from "./catalogue-data";
import { seededRandom } from "./ids";

/** Sample shopper reviews of the demo products: who wrote them, what they said, how many stars. */

const REVIEWERS = [
  "Aarav S.", "Priya Nair", "Rahul V.", "Sneha Kulkarni", "Vikram Singh", "Karthik Reddy", "Pooja P.", "Arjun Mehta",
  "Neha Gupta", "Rohit Das", "Divya Menon", "Siddharth J.", "Meera Pillai", "Aditya Rao", "Kavya K.", "Harpreet Kaur",
  "Imran Qureshi", "Fatima Sheikh", "Joseph Mathew", "Ritu Agarwal", "Manish Tiwari", "Shreya Banerjee", "Nikhil C.",
  "Tanvi Deshpande", "Yash Malhotra", "Ishita Sen", "Gaurav Saxena", "Lakshmi N.", "Sandeep Yadav", "Anjali Mishra",
  "Varun Kapoor", "Deepika Hegde", "Aman Bhatia", "Nandini Ghosh", "Rakesh Jain", "Swati Bhatt", "Abhishek Pandey",
  "Farhan Ali", "Simran Gill", "Suresh Babu", "Preeti Chawla", "Kunal Shah", "Ayesha Siddiqui", "Mohit Arora",
  "Sana Rizvi", "Tarun Bose", "Pallavi Jadhav", "Vivek Nambiar",
];

type Said = [rating: number, text: string];

const GENERAL: Said[] = [
  [5, "Fabric is really soft and the print quality is top class. Fits exactly as per the size chart."],
  [5, "Ordered for my brother's birthday and he loved it. Print is sharp and colours are exactly like the photos."],
  [5, "Third tee I have bought from here. Washed it many times already and the print still looks new."],
  [5, "Very comfortable for Indian summers, the cotton breathes well. Delivered in 4 days to Pune."],
  [5, "Superb quality for the price. The stitching is neat and the neck has not gone loose at all."],
  [5, "Got so many compliments at college for this one. Will definitely order more designs."],
  [5, "Packaging was neat and plastic-free, nice touch. The tee is thick and feels premium."],
  [5, "Exactly what I wanted. Colour has not faded even after 10 washes in the machine."],
  [5, "Bought two colours because I liked the first one so much. Value for money."],
  [5, "Perfect fit, I am 5'10\" and 75 kg and the L is just right. Print is bold and clean."],
  [5, "Gifted it to my husband, now he wears it every weekend. Good quality cotton."],
  [4, "Good quality tee and nice print. Slightly long for me, but it is fine after the first wash."],
  [4, "Nice fabric and fit. Delivery took a week to Guwahati, otherwise no complaints."],
  [4, "Print is good and the cloth is soft. I would suggest ordering one size up if you like it loose."],
  [4, "Looks exactly like the picture. Colour is a shade darker in real life but still looks good."],
  [4, "Comfortable for daily wear. Shrunk a tiny bit after washing, so go one size up."],
  [4, "Worth the price, especially with the discount. The print feels soft, not plasticky."],
  [4, "Good tee, good print. Would have given 5 stars if it came with a thank-you note for a gift."],
  [3, "Fabric is decent but a bit thinner than I expected. The print is nice though."],
  [3, "Fit is okay, sleeves are a little tight for me. Customer care was helpful with the exchange."],
  [2, "Size ran small for me and the exchange took almost two weeks. The print itself is good."],
];

const BY_THEME: Record<string, Said[]> = {
  fitness: [
    [5, "Wore it for a full leg day session, sweat dries quickly and it does not stick to the body."],
    [5, "My whole gym batch asked where I got this from. Perfect for workouts."],
    [5, "Great fit on the shoulders and arms, not too tight, not too loose. Good for lifting."],
    [4, "Good gym tee, breathable fabric. Wish it came in more colours."],
    [4, "Comfortable for running and the print has survived many sweaty washes."],
  ],
  pets: [
    [5, "Bought this as a gift for my father who is crazy about our Labrador. He wears it on every evening walk!"],
    [5, "So cute! My cat is not impressed but I love it. Fabric is soft and good quality."],
    [5, "Love that part of the money goes to shelters. The tee is lovely too."],
    [4, "Nice design for pet parents. Dog hair does stick to it a little but that is expected."],
    [5, "Matching Dog Dad and Dog Mom tees for our anniversary photos. Came out perfect."],
  ],
  kids: [
    [5, "My 6 year old refuses to take it off. Soft cotton and the colours are bright."],
    [5, "Good quality for kids wear, survived the playground and the washing machine both."],
    [4, "Size M fits my 7 year old well with some room to grow. Print is very cute."],
    [5, "Bought for my nephew's birthday, he was thrilled. Nice thick cotton."],
  ],
  hoodie: [
    [5, "Very warm and cosy, perfect for Delhi winters. The inside fleece is super soft."],
    [5, "Took it on my Manali trip and it was the most used thing in my bag."],
    [4, "Good hoodie, nice and thick. The hood is a bit big but I like it that way."],
  ],
  travel: [
    [5, "Wore it on my Spiti trip, got lots of compliments from fellow travellers. Dries quickly too."],
    [5, "Perfect for road trips, light and comfortable even after a 12 hour drive."],
    [4, "Nice travel tee, print is good. The white one needs careful washing."],
  ],
};

export type ReviewSeed = { name: string; review: string; rating: number; /** When it was written: 1 to 180 days before the seed runs. */ daysAgo: number };

/** Seeded reviews were written over the last six months, none of them today. */
const OLDEST_REVIEW_DAYS = 180;
const NEWEST_REVIEW_DAYS = 1;

/** How many reviews each product gets, by its index in PRODUCTS: the first products are the popular ones. */
function reviewCount(index: number, random: () => number): number {
  const popular: Record<number, number> = { 0: 8, 10: 7, 19: 7, 1: 6 };
  const fixed = popular[index];
  if (fixed !== undefined) return fixed;
  // About one product in six has no reviews yet.
  if (index % 6 === 5) return 0;
  return 1 + Math.floor(random() * 5);
}

/** The seeded reviews of each product (same on every run). */
export function reviewsFor(products: ProductSeed[]): ReviewSeed[][] {
  const random = seededRandom(20_21);
  return products.map((product, index) => {
    const count = reviewCount(index, random);
    const themed = [
      ...(BY_THEME[product.gender] ?? []),
      ...(product.style === "hoodie" ? BY_THEME.hoodie! : []),
      ...(product.category === "Travel" ? BY_THEME.travel! : []),
    ];
    const pool = [...themed, ...themed, ...GENERAL];
    const used = new Set<string>();
    const reviews: ReviewSeed[] = [];
    for (let i = 0; i < count; i++) {
      let said = pool[Math.floor(random() * pool.length)]!;
      for (let tries = 0; used.has(said[1]) && tries < 20; tries++) said = pool[Math.floor(random() * pool.length)]!;
      // A low rating only where several good ones sit beside it, so no product falls below 3.5.
      if (said[0] <= 3 && (count < 4 || reviews.some((r) => r.rating <= 3))) said = GENERAL[i % 11]!;
      used.add(said[1]);
      let name = REVIEWERS[Math.floor(random() * REVIEWERS.length)]!;
      while (reviews.some((r) => r.name === name)) name = REVIEWERS[(REVIEWERS.indexOf(name) + 1) % REVIEWERS.length]!;
      reviews.push({
        name,
        review: said[1],
        rating: said[0],
        daysAgo: NEWEST_REVIEW_DAYS + (OLDEST_REVIEW_DAYS - NEWEST_REVIEW_DAYS) * random(),
      });
    }
    return reviews;
  });
}

/**
 * A product's rating: the mean of its reviews to one decimal, 0 (unrated) without any, the same
 * formula a submitted review recomputes it with (lib/reviews/average.ts), so a seeded card and
 * its product page agree.
 */
export function ratingFromReviews(reviews: ReviewSeed[]): number {
  return averageRating(
    reviews.reduce((sum, r) => sum + r.rating, 0),
    reviews.length,
  );
}
