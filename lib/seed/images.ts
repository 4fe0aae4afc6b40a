import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { bannerSvg, categorySvg, phoneBannerSvg } from "./banner-images";
import { blogImageSvg, blogSectionSvg } from "./blog-images";
import { BLOGS } from "./blogs-data";
import { CATEGORIES } from "./catalogue-data";
import { BANNERS, GIFTS } from "./content-data";
import { giftFrontSvg, giftLifestyleSvg } from "./gift-images";
import { slugify } from "./ids";
import { PRODUCT_OFFERS } from "./offers";
import {
  blogImageNames,
  blogSectionImageName,
  blogSlug,
  giftImageNames,
  giftSlug,
  phoneBannerName,
  productPictureNames,
  productSlug,
  seedImagePath,
  type SeedImageKind,
} from "./paths";
import { productBackSvg, productFrontSvg, type ProductLook } from "./product-images";

/** One picture the seed rows refer to, and how to draw it. */
export type SeedImageJob = { kind: SeedImageKind; name: string; svg: () => string };

// Effort 2, not libwebp's default 4: a first start draws every colour of every product, and the
// slightly larger files only sit on disk, since pages get them through the image optimiser
// (docs/decisions/0004).
const WEBP = { quality: 78, effort: 2 } as const;
const CONCURRENCY = 4;

/** Every picture the demo rows reference. */
export function seedImageJobs(): SeedImageJob[] {
  const jobs: SeedImageJob[] = [];
  const backdrops = new Map(CATEGORIES.map((c) => [c.name, c.backdrop]));

  for (const offer of PRODUCT_OFFERS) {
    const { product, index } = offer;
    // The same design in every colour the product comes in: the print's inks follow the fabric.
    for (const { colour, names } of productPictureNames(productSlug(index), product.colours)) {
      const look: ProductLook = {
        slogan: product.slogan,
        style: product.style,
        colour,
        motif: product.motif,
        kids: product.kids ?? false,
        backdrop: backdrops.get(product.category) ?? "#eeeeee",
        pick: index,
      };
      const [front, back] = names;
      jobs.push({ kind: "products", name: front, svg: () => productFrontSvg(look) });
      jobs.push({ kind: "products", name: back, svg: () => productBackSvg(look) });
    }
  }
  for (const category of CATEGORIES) {
    jobs.push({ kind: "categories", name: slugify(category.name), svg: () => categorySvg(category) });
  }
  for (const banner of BANNERS) {
    jobs.push({ kind: "banners", name: banner.name, svg: () => bannerSvg(banner) });
    jobs.push({ kind: "banners", name: phoneBannerName(banner.name), svg: () => phoneBannerSvg(banner) });
  }
  BLOGS.forEach((blog, index) => {
    const slug = blogSlug(index);
    blogImageNames(slug).forEach((name, i) => jobs.push({ kind: "blogs", name, svg: () => blogImageSvg(blog.scenes[i]!) }));
    blog.sections.forEach((section, position) =>
      jobs.push({ kind: "blogs", name: blogSectionImageName(slug, position), svg: () => blogSectionSvg(section.scene) }),
    );
  });
  GIFTS.forEach((gift, index) => {
    const [first, second] = giftImageNames(giftSlug(index));
    jobs.push({ kind: "gifts", name: first, svg: () => giftFrontSvg(gift) });
    jobs.push({ kind: "gifts", name: second, svg: () => giftLifestyleSvg(gift) });
  });
  return jobs;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Renders one job to WebP. Written beside the target and renamed, so a crash leaves no half file. */
async function draw(job: SeedImageJob, file: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  try {
    await sharp(Buffer.from(job.svg())).webp(WEBP).toFile(partial);
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw new Error(`Could not draw the seed image ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Draws every picture the demo rows reference into `<root>/seed/...` (root: the uploads
 * folder), skipping files that already exist. Returns how many it wrote.
 */
export async function drawSeedImages(root: string): Promise<number> {
  const pending: { job: SeedImageJob; file: string }[] = [];
  for (const job of seedImageJobs()) {
    const file = path.join(root, ...seedImagePath(job.kind, job.name).split("/"));
    if (!(await exists(file))) pending.push({ job, file });
  }
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const item = pending[next++]!;
      await draw(item.job, item.file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pending.length) }, worker));
  return pending.length;
}
