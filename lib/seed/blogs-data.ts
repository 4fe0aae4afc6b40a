import "server-only";
/** The four demo blog posts: paragraphs, sections and the pictures that go with them. */
import { policyText } from "@/lib/policies";

export type BlogScene =
  | "wash"
  | "folded-stack"
  | "dry-shade"
  | "iron"
  | "measure"
  | "fit-compare"
  | "kids-sizes"
  | "size-tags"
  | "gift-box"
  | "gift-pair"
  | "calendar"
  | "sketchbook"
  | "screen-print"
  | "workshop";

export type BlogSeed = {
  name: string;
  /** Pictures of `images`: the banner first. */
  scenes: [BlogScene, BlogScene];
  paragraphs: string[];
  sections: { heading: string; description: string; scene: BlogScene }[];
};

export const BLOGS: BlogSeed[] = [
  {
    name: "How to Care for Your Printed T-Shirts So They Last for Years",
    scenes: ["wash", "folded-stack"],
    paragraphs: [
      "A good printed tee can stay with you for years, but only if it is washed and dried with a little care. Most of the damage we see in returns and customer photos does not come from the fabric or the print itself; it comes from hot water, harsh detergent and a hot iron pressed straight onto the design.",
      "All TeeRang prints are made with water-based inks that soak into the cotton instead of sitting on top of it like a plastic sticker. That is why they feel soft and let the fabric breathe, and it also means a few simple habits keep the colours bright and the print free of cracks.",
      "The short version: turn the tee inside out, wash it cold, dry it in the shade and never iron directly over the print. The longer version, with the reasons behind each step, is below.",
      "If you follow these steps, expect the print to look new for well over fifty washes. If anything does go wrong in the first month, write to us at care@teerang.in with a photo and we will make it right.",
    ],
    sections: [
      {
        heading: "Wash inside out, in cold water",
        description: "Turning the tee inside out means the print rubs against the fabric of the tee rather than the drum and zips of other clothes. Cold or lukewarm water (up to 30°C) and a mild liquid detergent are enough to clean everyday sweat and dust; hot water shrinks cotton and fades dyes faster. Skip bleach, even on white tees, because it yellows the print.",
        scene: "wash",
      },
      {
        heading: "Dry in the shade, not in harsh sun",
        description: "Indian summer sun is strong enough to fade a black tee to grey in a season. Hang your tees to dry in the shade or indoors under a fan, and avoid tumble dryers: the heat is what makes prints crack. Hang by the bottom hem or fold over the line so the shoulders do not stretch out.",
        scene: "dry-shade",
      },
      {
        heading: "Iron around the print, never on it",
        description: "If you like a crisp tee, iron it inside out on a low setting, or place a thin cotton cloth over the design. A hot iron directly on the print can melt the ink and leave a shiny patch. Fold your tees rather than hanging them for long periods; it keeps the neck and shoulders in shape.",
        scene: "iron",
      },
    ],
  },
  {
    name: "Finding Your Perfect Fit: A Simple T-Shirt Size Guide",
    scenes: ["measure", "size-tags"],
    paragraphs: [
      "Ordering clothes online is easy until the parcel arrives and the tee is too tight across the chest or hangs like a nightgown. Most sizing trouble comes from guessing, because an M at one brand can be an L at another. A two-minute measurement saves you the wait of an exchange.",
      "Our regular-fit tees are cut to sit close to the body without clinging, with a little room at the chest and waist. Oversized tees are cut wider and longer on purpose, with shoulders that drop past your own. Kids' tees follow age-based sizing with room to grow.",
      "This guide walks you through measuring a tee you already own, choosing between regular and oversized, and picking the right size for children. The full size chart is on every product page, next to the size buttons.",
    ],
    sections: [
      {
        heading: "Measure a tee you already love",
        description: "Lay your best-fitting tee flat on a bed. Measure straight across the chest, one inch below the armpits, then from the highest point of the shoulder down to the hem. Double the chest width to get the chest size and compare both numbers with our chart: as a guide, our regular-fit M measures 40 inches at the chest and 28 inches long.",
        scene: "measure",
      },
      {
        heading: "Regular fit or oversized?",
        description: "If you like a neat look that tucks into trousers, pick your usual size in regular fit. For the relaxed street look, choose the oversized cut in your usual size; it already has the extra room built in. Sizing up in an oversized tee makes the sleeves reach your elbows, which some people love and others do not.",
        scene: "fit-compare",
      },
      {
        heading: "Sizing for kids",
        description: "Kids' tees run from S (4-5 years) to XL (10-12 years). Children grow quickly, so if your child is between two sizes, choose the larger one; our cotton is pre-shrunk and the tee will still look neat. Measure chest width the same way as for adults if you want to be sure.",
        scene: "kids-sizes",
      },
    ],
  },
  {
    name: "Gifting Made Personal: Ideas for Birthdays, Rakhi and Diwali",
    scenes: ["gift-box", "gift-pair"],
    paragraphs: [
      "The best gifts say \"I know you\" without a long card. A tee printed with a line your brother always repeats, or a mug that announces your father's chai habits, lands better than another box of dry fruits, and it gets used long after the festival is over.",
      "Over the last few festive seasons we have packed thousands of gift orders, and the same pattern shows up every time: the gifts people photograph and share are the ones that match a person's hobby, humour or pet. It helps to think of one thing that person talks about all the time.",
      "Here are a few ideas that work well for birthdays, Raksha Bandhan, Diwali and anniversaries, along with a reminder about delivery dates so your gift arrives on time.",
    ],
    sections: [
      {
        heading: "Match the print to the person",
        description: "Fitness lovers enjoy our gym tees and sipper bottles; pet parents light up at the Dog Dad and Cat Mom range; travellers love the mountain prints. For siblings, our Super Brother tee and Best Dad Ever mug are steady favourites. When unsure, a soft white tee with a simple quote suits almost everyone.",
        scene: "gift-pair",
      },
      {
        heading: "Pair a tee with a small gift",
        description: "A tee with a matching mug, keychain or tote bag feels like a complete present. Our gift store has items from ₹199, so you can add one without stretching your budget. Every gift order can include a short handwritten note; add it in the order instructions.",
        scene: "gift-box",
      },
      {
        heading: "Order early for festive dates",
        // The shop's delivery promise (lib/policies.ts), as the shipping and refund pages give it.
        description: `We dispatch every order within ${policyText.dispatch} and it reaches you in ${policyText.delivery}, anywhere in India. Around Rakhi and Diwali courier networks get busy, so order at least ten days before the date to be safe.`,
        scene: "calendar",
      },
    ],
  },
  {
    name: "The Story Behind Our Designs: From Sketchbook to Screen Print",
    scenes: ["sketchbook", "workshop"],
    paragraphs: [
      "Every TeeRang design starts as a line in someone's notebook. Sometimes it is a phrase overheard at a chai stall, sometimes a joke from a family WhatsApp group, and sometimes a message a customer sends asking us to print something that matters to them.",
      "Our small design team in Jaipur sketches dozens of ideas every month. Only a few make it to the shop, because a design has to work at a glance from across the room and still look good up close, in every colour we print it on.",
      "Once a design is chosen, we print test pieces on real fabric, wash them again and again and wear them ourselves for a few weeks. Only after that does a design go into a small first batch, printed by hand by the same team that has been with us since our first order.",
      "This is also why our catalogue changes with the seasons: new designs arrive every month, and the ones you love the most stay.",
    ],
    sections: [
      {
        heading: "It starts with a line someone says",
        description: "\"Jo Hoga Dekha Jayega\" came from a designer's grandmother, who said it before every family trip. \"Dog Dad\" came from a customer who sent us a photo of his indie dog. We keep a shared notebook of phrases and pick the ones that make the whole team smile.",
        scene: "sketchbook",
      },
      {
        heading: "Testing prints on real fabric",
        description: "A design that looks great on a screen can look muddy on navy cotton. We print each design on every colour it will be sold in, wash the samples twenty times and check for fading, cracking and shrinking before it is approved.",
        scene: "screen-print",
      },
      {
        heading: "Printed in small batches in Jaipur",
        description: "We print in small batches with water-based inks, which keeps waste low and lets us retire designs that are not loved. Each tee is checked, folded and packed by hand in plastic-free packaging before it leaves our workshop.",
        scene: "workshop",
      },
    ],
  },
];
