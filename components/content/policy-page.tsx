import type { ReactNode } from "react";
import { ContactCard } from "./contact-card";
import { prose } from "./prose";

export type PolicySection = {
  /** The anchor of the section (#id), also used by the "On this page" links. */
  id: string;
  heading: string;
  body: ReactNode;
};

/**
 * A static page of the shop's own words (policies, terms, story, about): a title block, an
 * "On this page" list when there are several sections, the sections at a readable width, and
 * the shop's contact details at the end.
 */
export function PolicyPage({
  eyebrow,
  title,
  intro,
  updated,
  sections,
  before,
  toc = sections.length > 2,
  testId,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** "Last updated" date, as written (e.g. "1 June 2025"). */
  updated?: string;
  sections: PolicySection[];
  /** Shown between the title block and the sections (e.g. the policy highlights). */
  before?: ReactNode;
  /** Show the "On this page" links (by default when there are more than two sections). */
  toc?: boolean;
  testId: string;
}) {
  return (
    <article data-testid={testId} className="mx-auto max-w-5xl px-4 pb-4 pt-8 sm:px-6 sm:pt-12">
      <header className="max-w-3xl">
        <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">{eyebrow}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink text-balance sm:text-4xl">{title}</h1>
        <div className="mt-4 text-lg leading-8 text-muted">{intro}</div>
        {updated ? <p className="mt-3 text-sm text-muted">Last updated: {updated}</p> : null}
      </header>

      {before ? <div className="mt-8">{before}</div> : null}

      <div className={`mt-8 ${toc ? "lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12" : ""}`}>
        {toc ? (
          <nav aria-label="On this page" className="mb-8 lg:mb-0">
            <div className="rounded-2xl bg-surface p-4 lg:sticky lg:top-24 lg:bg-transparent lg:p-0">
              <h2 className="text-xs font-bold uppercase tracking-widest text-muted">On this page</h2>
              <ol className="mt-2 grid gap-0.5 text-sm">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="inline-flex min-h-10 items-center font-medium text-brand-800 underline-offset-4 hover:underline"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : null}

        <div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={`scroll-mt-24 ${index > 0 ? "mt-10 border-t border-line pt-8" : ""}`}
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
                {section.heading}
              </h2>
              <div className={`mt-3 ${prose}`}>{section.body}</div>
            </section>
          ))}
          <div className="mt-12 max-w-prose">
            <ContactCard />
          </div>
        </div>
      </div>
    </article>
  );
}
