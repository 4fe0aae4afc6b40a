import { StarIcon } from "@/components/ui/icons";

/** Five stars, `rating` of them filled, read out as "Rated N out of 5". */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} size={size} className={star <= rating ? "text-saffron-500" : "text-[#bdbacd]"} />
      ))}
    </span>
  );
}
