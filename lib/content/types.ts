/** One section of a blog post (the contract's `additionalDescription` entries). */
export type BlogSection = {
  heading: string;
  description: string;
  /** A picture for the section, or null when it has none. */
  image: string | null;
};

/** A blog post as pages and the API see it: never a raw row. */
export type BlogPost = {
  id: string;
  name: string;
  slug: string;
  /** The banner first, then any further pictures. */
  images: string[];
  /** The post's paragraphs, in order. */
  description: string[];
  sections: BlogSection[];
  /** When it was published (ISO 8601). */
  publishedAt: string;
  updatedAt: string;
};
