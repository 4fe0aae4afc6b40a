import { StarRating } from "@/components/ui/star-rating";
import { Carousel } from "./carousel";
import { CAROUSEL_DELAY_MS, SectionHeading, type SlidesPerView } from "./carousel-frame";

type Testimonial = { name: string; city: string; rating: 4 | 5; quote: string };

/** Eight fixed client testimonials. */
const testimonials: Testimonial[] = [
  {
    name: "Priya Sharma",
    city: "Jaipur",
    rating: 5,
    quote: "Ordered the Dog Mom tee for myself and the Dog Dad one for my husband. The print is sharp and still looks new after a dozen washes.",
  },
  {
    name: "Arjun Mehta",
    city: "Mumbai",
    rating: 5,
    quote: "The oversized gym tee fits exactly like the size guide says. It arrived within a week, well packed. Already ordered two more.",
  },
  {
    name: "Sneha Iyer",
    city: "Chennai",
    rating: 4,
    quote: "Lovely soft cotton that works in Chennai heat. The colour was a shade lighter than the photo, but I still wear it every week.",
  },
  {
    name: "Rohit Verma",
    city: "Delhi",
    rating: 5,
    quote: "Gifted the Best Dad Ever mug and a motivation tee for Father's Day. Papa loved both, and everything came packed with care.",
  },
  {
    name: "Ananya Das",
    city: "Kolkata",
    rating: 5,
    quote: "Found the perfect Rakhi gift for my brother here. The kids' tee for my nephew was just as good. Smooth checkout with UPI.",
  },
  {
    name: "Karthik Reddy",
    city: "Hyderabad",
    rating: 4,
    quote: "Good quality for the price and the slogans are genuinely funny. Returned one that did not fit and customer care made it easy.",
  },
  {
    name: "Meera Nair",
    city: "Kochi",
    rating: 5,
    quote: "The Yoga Mode On tee is my go-to for morning classes. Breathable, no clinging, and the print has not cracked at all.",
  },
  {
    name: "Vikram Singh",
    city: "Pune",
    rating: 5,
    quote: "Sent in my own design through the query form and they printed it perfectly for our college fest. Highly recommend.",
  },
];

const perView: SlidesPerView = { base: 1, tablet: 2, lg: 3 };

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-surface p-5 sm:p-6">
      <StarRating rating={testimonial.rating} size={16} className="self-start" />
      <blockquote className="mt-3 flex-1 text-base leading-7 text-ink">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-800 text-sm font-bold text-white">
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.city}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The client testimonials carousel, moving every 2 s; static, no data. */
export function Testimonials() {
  return (
    <div className="mx-auto max-w-7xl px-3 sm:px-4">
      <Carousel
        heading={<SectionHeading id="testimonials-title" eyebrow="Loved across India" title="What Our Customers Say" />}
        labelledBy="testimonials-title"
        noun={{ one: "testimonial", many: "testimonials" }}
        delayMs={CAROUSEL_DELAY_MS.testimonials}
        perView={perView}
        testId="testimonials"
        slides={testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} />
        ))}
      />
    </div>
  );
}
