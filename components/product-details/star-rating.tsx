import { StarIcon } from "@/components/ui/icons";

/** Spec §9: star ratings show halves, from 0.5 upward. */
export function roundToHalf(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/**
 * Five stars with halves, read out as "Rated 4.5 out of 5". A half star is a full star whose
 * coloured copy is clipped to its left half, so every star keeps the same box.
 */
export function StarRating({ rating, size = 18, className = "" }: { rating: number; size?: number; className?: string }) {
  const value = roundToHalf(rating);
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = value >= star ? 1 : value >= star - 0.5 ? 0.5 : 0;
        return (
          <span key={star} className="relative inline-block" style={{ width: size, height: size }}>
            <StarIcon size={size} className="absolute inset-0 text-line" />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: fill === 1 ? size : size / 2 }}>
                <StarIcon size={size} className="text-saffron-500" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
