import { Picture } from "@/components/ui/picture";
import { IntentLink } from "@/components/ui/intent-link";
import type { HomeMoreSectionsAnswer } from "@/lib/api-answers/catalog";
import { Carousel } from "./carousel";
import { CAROUSEL_DELAY_MS, SectionHeading, type SlidesPerView } from "./carousel-frame";

/**
 * A blog carousel of two entries, each teased with the first 20 words of its first
 * paragraph. Fixed entries would go stale; here they are the two newest posts of the
 * blog service (lib/home/more-sections.ts), so a teaser always leads to a post that exists.
 */
const perView: SlidesPerView = { base: 1, md: 2 };
/**
 * A teaser picture is at most 616 CSS px wide (two across a desktop) and ~340 on a phone: offered
 * by density, a 640 px file for 1x and 1080 for 2x and up, two addresses instead of nine.
 */
const imageSize = { width: 480, height: 270 } as const;
const heading = <SectionHeading id="blog-title" eyebrow="Stories and guides" title="From Our Blog" />;
const frame = "mx-auto max-w-7xl px-3 sm:px-4";

function blogHref(slug: string): string {
  return `/blogdetail/${encodeURIComponent(slug)}`;
}

const card = "flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line";
const body = "flex flex-1 flex-col p-4 sm:p-5";

export function BlogTeasers({ posts }: { posts: HomeMoreSectionsAnswer["blogs"] }) {
  if (posts.length === 0) return null;
  return (
    <div className={frame}>
      <Carousel
        heading={heading}
        labelledBy="blog-title"
        noun={{ one: "blog post", many: "blog posts" }}
        delayMs={CAROUSEL_DELAY_MS.blogs}
        perView={perView}
        testId="blog-teasers"
        slides={posts.map((post) => (
          <article key={post.id} data-testid="blog-teaser" className={`group relative ${card}`}>
            <div className="relative aspect-video bg-surface">
              {post.image ? (
                <Picture src={post.image} alt="" {...imageSize} className="absolute inset-0 size-full object-cover" />
              ) : null}
            </div>
            <div className={body}>
              <h3 className="line-clamp-2 min-h-14 text-lg font-bold leading-7 text-ink">
                <IntentLink
                  href={blogHref(post.slug)}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
                >
                  {post.name}
                </IntentLink>
              </h3>
              <p className="mt-2 line-clamp-3 min-h-18 text-sm leading-6 text-muted">
                {post.teaser}
              </p>
              <p aria-hidden="true" className="mt-3 text-sm leading-5 font-semibold text-brand-800 group-hover:underline">
                Read more →
              </p>
            </div>
          </article>
        ))}
      />
    </div>
  );
}

