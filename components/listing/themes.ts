import { genderSchema } from "@/lib/catalog/params";
import type { ProductGender } from "@/lib/catalog/types";

/**
 * The search and listing pages' themes: the
 * `gender` query parameter picks the banner, and on /products/search the products too.
 */
export type Theme = {
  gender: ProductGender;
  /** The banner category stored in the seed ('fitness' ...), or 'default'. */
  banner: string;
  /** How the shop names the theme. */
  label: string;
  /** The parameter as the shop's own links spell it (canonical URLs use this). */
  param: string;
  description: string;
};

/** Spec: "kids, male, pets, motivation, fitness; otherwise a default banner". */
export const DEFAULT_BANNER = "default";

const THEMES: Record<ProductGender, Theme> = {
  fitness: {
    gender: "fitness",
    banner: "fitness",
    label: "Fitness",
    param: "Fitness",
    description: "Gym tees, tanks and hoodies with bold fitness prints, made to keep up with every rep.",
  },
  motivation: {
    gender: "motivation",
    banner: "motivation",
    label: "Motivation",
    param: "Motivation",
    description: "Motivational quote T-shirts and hoodies for deadlines, exams and big dreams.",
  },
  pets: {
    gender: "pets",
    banner: "pets",
    label: "Pets",
    param: "Pets",
    description: "T-shirts and hoodies for dog dads, cat moms and every proud pet parent.",
  },
  kids: {
    gender: "kids",
    banner: "kids",
    label: "Kids",
    param: "kids",
    description: "Soft, bright printed tees and hoodies for kids, tough enough for the playground.",
  },
  male: {
    gender: "male",
    banner: "male",
    label: "Men",
    param: "male",
    description: "Men's graphic T-shirts: Hinglish one-liners, travel prints and bold everyday designs.",
  },
  female: {
    gender: "female",
    banner: DEFAULT_BANNER,
    label: "Women",
    param: "female",
    description: "Women's printed tees, tanks and hoodies with messages worth wearing.",
  },
  unisex: {
    gender: "unisex",
    banner: DEFAULT_BANNER,
    label: "Unisex",
    param: "unisex",
    description: "Unisex printed T-shirts for everyone: travel, good vibes and easy everyday prints.",
  },
};

/** The theme a `gender` parameter names, any letter case; null for none or an unknown one. */
export function themeFor(gender: string | string[] | undefined): Theme | null {
  const value = Array.isArray(gender) ? gender[0] : gender;
  const parsed = genderSchema.safeParse({ gender: value ?? "" });
  return parsed.success ? THEMES[parsed.data.gender] : null;
}

export function themeHref(theme: Theme): string {
  return `/products/search?gender=${encodeURIComponent(theme.param)}`;
}

/** The five themes with their own banners, as the navigation lists them. */
export const bannerThemes: Theme[] = [THEMES.fitness, THEMES.motivation, THEMES.pets, THEMES.kids, THEMES.male];
