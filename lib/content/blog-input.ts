import { z } from "zod";
import { required } from "@/lib/customer-input";
import { HttpError } from "@/lib/http";
import { storableString } from "@/lib/text/storable";
import { checkImage, type CheckedImage, type UploadForm } from "@/lib/uploads";

/**
 * POST /blog-add's body: name, description (paragraphs), additionalDescription
 * (sections of heading, description and an optional image) and images. Text is kept as text:
 * pages render it escaped, so HTML a seller types shows as the characters typed.
 */

const MAX_PARAGRAPHS = 50;
const MAX_SECTIONS = 20;
const MAX_IMAGES = 10;

const text = (max: number) =>
  storableString(required("text"))
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);

/** A picture already uploaded, named by its /uploads address (checked against the disk later). */
const picturePath = storableString(required("the address of an uploaded picture")).max(300, "must be the address of an uploaded picture");

const section = z.object({
  heading: text(200),
  description: text(5000),
  image: picturePath.nullish(),
});

export const blogInput = z.object({
  name: text(150),
  description: z
    .array(text(5000), required("a list of paragraphs"))
    .min(1, "is required")
    .max(MAX_PARAGRAPHS, `must have at most ${MAX_PARAGRAPHS} paragraphs`),
  additionalDescription: z
    .array(section, required("a list of sections"))
    .max(MAX_SECTIONS, `must have at most ${MAX_SECTIONS} sections`)
    .default([]),
  images: z
    .array(picturePath, required("a list of picture addresses"))
    .min(1, "must have at least one picture")
    .max(MAX_IMAGES, `must have at most ${MAX_IMAGES} pictures`),
});

export type BlogInput = z.infer<typeof blogInput>;

/** A blog post as sent in a multipart form: its pictures are files, checked, not yet stored. */
export type BlogForm = {
  input: Omit<BlogInput, "images" | "additionalDescription"> & { additionalDescription: Omit<BlogInput["additionalDescription"][number], "image">[] };
  images: CheckedImage[];
  /** A section's picture, by section index. */
  sectionImages: Map<number, CheckedImage>;
};

function parseJsonField(form: UploadForm, name: string): unknown {
  const value = form.text(name);
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError(400, `${name}: must be JSON (a list of { heading, description })`);
  }
}

/**
 * The form's fields: `name`; `description` once per paragraph; `additionalDescription` as JSON
 * text of the sections (without images); the post's pictures as `images` files; a section's
 * picture as a file named `sectionImage.<index>` (from 0).
 */
export async function readBlogForm(form: UploadForm): Promise<BlogForm> {
  const files = form.files("images");
  const sections = parseJsonField(form, "additionalDescription") ?? [];
  const input = blogInput.omit({ images: true }).parse({ name: form.text("name"), description: form.texts("description"), additionalDescription: sections });
  if (files.length === 0) throw new HttpError(400, "images: must have at least one picture");
  if (files.length > MAX_IMAGES) throw new HttpError(400, `images: must have at most ${MAX_IMAGES} pictures`);
  const images: CheckedImage[] = [];
  for (const file of files) images.push(await checkImage(file, "images"));
  const sectionImages = new Map<number, CheckedImage>();
  for (const [index] of input.additionalDescription.entries()) {
    const [file, extra] = form.files(`sectionImage.${index}`);
    if (extra) throw new HttpError(400, `sectionImage.${index}: one picture a section`);
    if (file) sectionImages.set(index, await checkImage(file, `sectionImage.${index}`));
  }
  return { input: { ...input, additionalDescription: input.additionalDescription.map(({ heading, description }) => ({ heading, description })) }, images, sectionImages };
}
