import { z } from "zod";

/** A blog post's key in a URL: its id (a UUID) or its slug (letters, digits and dashes). */
export const blogKeySchema = z.union(
  [
    z.guid().transform((id) => ({ id: id.toLowerCase() }) as const),
    z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/)
      .transform((slug) => ({ slug }) as const),
  ],
  { error: "must be a blog id or slug" },
);

export type BlogKey = z.output<typeof blogKeySchema>;
