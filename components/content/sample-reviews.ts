/** A shopper's review on the /reviews page. */
export type SampleReview = {
  name: string;
  /** The city the review came from, shown after the name. */
  city: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  /** Whole stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  productName: string;
};

/** The header count of the reviews page ("178 Reviews"). */
export const SAMPLE_REVIEW_TOTAL = 178;

/**
 * The eight fixed reviews the page shows, in their default order. They are
 * static words, not database rows: the page has no pictures of people, so each shows initials.
 */
export const SAMPLE_REVIEWS: SampleReview[] = [
  {
    name: "Ananya Sharma",
    city: "Pune",
    date: "2026-10-28",
    rating: 5,
    comment:
      "Bought this for my morning runs and it has become my favourite tee. The fabric is soft, it does not cling when I sweat, and the print still looks new after ten washes.",
    productName: "Run The Day Performance Tee",
  },
  {
    name: "Rohan Mehta",
    city: "Mumbai",
    date: "2026-10-19",
    rating: 4,
    comment:
      "Good thick cotton and the oversized fit is exactly what I wanted. Only wish it came in olive green as well. Delivery took five days to Andheri.",
    productName: "Gym Rat Oversized Drop-Shoulder Tee",
  },
  {
    name: "Priyanka Iyer",
    city: "Chennai",
    date: "2026-10-11",
    rating: 5,
    comment:
      "Gifted the Dog Dad tee to my husband and now he refuses to wear anything else on weekends. Our indie Bruno approves too. Neat packaging with a little thank-you card.",
    productName: "Dog Dad Printed Cotton T-Shirt",
  },
  {
    name: "Harpreet Singh",
    city: "Ludhiana",
    date: "2026-09-30",
    rating: 3,
    comment:
      "Print quality is nice but the size runs a little small; I am usually an L and this felt tight across the chest. The exchange for XL was quick and free, so no complaints there.",
    productName: "Beast Mode Oversized Gym Tee",
  },
  {
    name: "Meghna Das",
    city: "Kolkata",
    date: "2026-09-22",
    rating: 5,
    comment:
      "Ordered matching tees for my two kids for a family trip. Colours are bright, stitching is neat and they survived sand, ice cream and the washing machine.",
    productName: "Little Explorer Kids T-Shirt",
  },
  {
    name: "Vikram Reddy",
    city: "Hyderabad",
    date: "2026-09-14",
    rating: 2,
    comment:
      "The design is lovely but the navy was darker than in the photos and the neck felt a bit loose after the first wash. Customer care replied the same day and offered a return.",
    productName: "Chai Over Everything Men's Tee",
  },
  {
    name: "Sneha Kulkarni",
    city: "Bengaluru",
    date: "2026-09-03",
    rating: 4,
    comment:
      "Soft, comfortable and the quote gets a smile at the office every time. Took one star off because the sleeves are slightly long for me, but I would still buy again.",
    productName: "Progress Over Perfection Sweat Hoodie",
  },
  {
    name: "Arjun Nair",
    city: "Kochi",
    date: "2026-08-25",
    rating: 5,
    comment:
      "Wore it on my Ladakh bike trip and got asked where it was from at every chai stop. Great fabric for layering and the print has not cracked at all.",
    productName: "Ladakh Road Trip Graphic Tee",
  },
];

export type ReviewSort = "low" | "high";

/** Reads ?sort= of the reviews page: "low" or "high", anything else is the default order. */
export function parseReviewSort(value: string | string[] | undefined): ReviewSort | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === "low" || first === "high" ? first : undefined;
}

/** The reviews in the chosen order: lowest or highest rating first, ties kept in their order. */
export function sortReviews(reviews: readonly SampleReview[], sort: ReviewSort | undefined): SampleReview[] {
  const copy = [...reviews];
  if (sort === "low") return copy.sort((a, b) => a.rating - b.rating);
  if (sort === "high") return copy.sort((a, b) => b.rating - a.rating);
  return copy;
}
