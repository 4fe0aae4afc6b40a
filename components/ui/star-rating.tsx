/** A rating as people read it: "4", "4.3" (one decimal, none for a whole number). */
export function formatRating(rating: number): string {
  return String(Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10);
}

/** Star ratings show halves, from 0.5 upward. */
export function roundToHalf(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** Space between two stars, in px. */
const GAP = 2;

/**
 * Five stars drawn to the nearest half, read out as "Rated 4.3 out of 5". One span masked by five stars (the
 * `stars` utility of app/globals.css) and
 * painted with a gradient that stops at the rating: inside the last coloured star for a half,
 * in the gap after it for a whole. A review list of 5 with its summary used to carry 100 SVGs.
 */
export function StarRating({ rating, size = 18, className = "" }: { rating: number; size?: number; className?: string }) {
  const value = roundToHalf(rating);
  const whole = Math.floor(value);
  const stop = whole * (size + GAP) + (value > whole ? size / 2 : 0);
  return (
    <span
      role="img"
      // The figure itself, as the text beside the stars shows it (4.3), not the drawn half (4.5).
      aria-label={`Rated ${formatRating(rating)} out of 5`}
      className={`stars inline-block shrink-0 align-middle ${className}`}
      style={{
        width: size * 5 + GAP * 4,
        height: size,
        background: `linear-gradient(90deg, var(--color-saffron-500) ${stop}px, var(--color-star-empty) ${stop}px)`,
        maskSize: `${size}px ${size}px`,
      }}
    />
  );
}
