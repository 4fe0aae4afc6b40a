import "server-only";
/**
 * Small printed graphics that go with a slogan: each is drawn in a 100 x 100 box centred on
 * (0, 0) and placed with a transform, in one ink colour.
 */
export type Motif =
  | "dumbbell"
  | "bolt"
  | "paw"
  | "heart"
  | "star"
  | "mountain"
  | "quote"
  | "crown"
  | "coffee"
  | "sun"
  | "leaf"
  | "kettlebell"
  | "rocket"
  | "bone"
  | "compass"
  | "none";

const shapes: Record<Exclude<Motif, "none">, (ink: string) => string> = {
  dumbbell: (ink) =>
    `<g fill="${ink}"><rect x="-30" y="-5" width="60" height="10" rx="3"/><rect x="-44" y="-22" width="12" height="44" rx="3"/>` +
    `<rect x="-56" y="-15" width="10" height="30" rx="3"/><rect x="32" y="-22" width="12" height="44" rx="3"/><rect x="46" y="-15" width="10" height="30" rx="3"/></g>`,
  bolt: (ink) => `<path fill="${ink}" d="M10 -48 L-26 6 L-2 6 L-12 48 L28 -10 L4 -10 Z"/>`,
  paw: (ink) =>
    `<g fill="${ink}"><ellipse cx="0" cy="16" rx="24" ry="20"/><ellipse cx="-30" cy="-10" rx="10" ry="13" transform="rotate(-20 -30 -10)"/>` +
    `<ellipse cx="-11" cy="-28" rx="10" ry="14"/><ellipse cx="11" cy="-28" rx="10" ry="14"/><ellipse cx="30" cy="-10" rx="10" ry="13" transform="rotate(20 30 -10)"/></g>`,
  heart: (ink) => `<path fill="${ink}" d="M0 40 C-50 5 -42 -38 -12 -38 C-4 -38 0 -30 0 -24 C0 -30 4 -38 12 -38 C42 -38 50 5 0 40 Z"/>`,
  star: (ink) => `<path fill="${ink}" d="M0 -46 L13 -14 L46 -12 L20 9 L29 42 L0 23 L-29 42 L-20 9 L-46 -12 L-13 -14 Z"/>`,
  mountain: (ink) =>
    `<g fill="${ink}"><path d="M-52 36 L-14 -28 L6 6 L20 -14 L52 36 Z"/><circle cx="30" cy="-34" r="10"/></g>` +
    `<path d="M-14 -28 L-24 -11 L-15 -15 L-8 -8 L-3 -20 Z" fill="#ffffff" opacity="0.55"/>`,
  quote: (ink) =>
    `<g fill="${ink}"><path d="M-44 30 L-44 4 C-44 -20 -32 -34 -12 -40 L-8 -30 C-20 -24 -24 -16 -24 -4 L-8 -4 L-8 30 Z"/>` +
    `<path d="M8 30 L8 4 C8 -20 20 -34 40 -40 L44 -30 C32 -24 28 -16 28 -4 L44 -4 L44 30 Z"/></g>`,
  crown: (ink) => `<path fill="${ink}" d="M-46 30 L-50 -26 L-24 0 L0 -40 L24 0 L50 -26 L46 30 Z M-46 36 L46 36 L46 46 L-46 46 Z"/>`,
  coffee: (ink) =>
    `<g fill="${ink}"><path d="M-36 -14 L28 -14 L22 38 L-30 38 Z"/><path d="M28 -4 C50 -4 50 24 24 24 L25 16 C38 16 38 4 27 4 Z"/>` +
    `<path d="M-16 -22 C-24 -32 -8 -38 -16 -48" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M4 -22 C-4 -32 12 -38 4 -48" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/></g>`,
  sun: (ink) =>
    `<g fill="${ink}"><circle r="22"/>` +
    Array.from({ length: 12 }, (_, i) => `<rect x="-3.5" y="-48" width="7" height="16" rx="3" transform="rotate(${i * 30})"/>`).join("") +
    `</g>`,
  leaf: (ink) =>
    `<path fill="${ink}" d="M-38 40 C-44 -10 -10 -44 44 -44 C44 10 10 44 -38 40 Z"/>` +
    `<path d="M-36 38 C-10 10 10 -10 36 -36" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" fill="none"/>`,
  kettlebell: (ink) =>
    `<g fill="${ink}"><path d="M-20 -20 C-20 -50 20 -50 20 -20 L11 -20 C11 -38 -11 -38 -11 -20 Z"/><circle cx="0" cy="12" r="34"/></g>`,
  rocket: (ink) =>
    `<g fill="${ink}"><path d="M0 -50 C20 -30 22 0 14 24 L-14 24 C-22 0 -20 -30 0 -50 Z"/><path d="M-14 4 L-30 30 L-12 26 Z"/>` +
    `<path d="M14 4 L30 30 L12 26 Z"/><path d="M-8 30 L0 50 L8 30 Z"/></g><circle cy="-14" r="7" fill="#ffffff" opacity="0.6"/>`,
  bone: (ink) =>
    `<g fill="${ink}" transform="rotate(-25)"><rect x="-34" y="-9" width="68" height="18"/><circle cx="-36" cy="-11" r="12"/>` +
    `<circle cx="-36" cy="11" r="12"/><circle cx="36" cy="-11" r="12"/><circle cx="36" cy="11" r="12"/></g>`,
  compass: (ink) =>
    `<g><circle r="44" fill="none" stroke="${ink}" stroke-width="7"/><path d="M0 -34 L10 0 L0 34 L-10 0 Z" fill="${ink}"/>` +
    `<circle r="5" fill="#ffffff" opacity="0.7"/></g>`,
};

/** The motif drawn at (x, y), `size` pixels across. */
export function drawMotif(motif: Motif, x: number, y: number, size: number, ink: string): string {
  if (motif === "none") return "";
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 100).toFixed(3)})">${shapes[motif](ink)}</g>`;
}
