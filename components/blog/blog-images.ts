/** Blog pictures are 16:9 (banners 1200 x 675, section pictures 800 x 450). */
export const blogImageRatio = "aspect-video";
export const BLOG_BANNER = { width: 1200, height: 675 } as const;
export const BLOG_SECTION = { width: 800, height: 450 } as const;

export function blogHref(slug: string): string {
  return `/blogdetail/${encodeURIComponent(slug)}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-20T10:00:00.000Z" -> "20 Nov 2026", the same in every time zone (India's date). */
export function formatBlogDate(iso: string): string {
  const ist = new Date(Date.parse(iso) + 5.5 * 60 * 60 * 1000);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}
