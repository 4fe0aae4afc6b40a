"use client";

import { useEffect, useId, useState, type ReactNode } from "react";
import { ChevronDownIcon } from "./icons";

export type AccordionSection = { id: string; title: string; content: ReactNode };

/**
 * Description, Shipping Information and Customer Reviews: one open at a time, and
 * clicking the open one closes it. The panels are rendered on the server (closed ones are only
 * hidden), so their text is in the page for search engines. `initiallyOpen` comes from the URL:
 * a review page link (/reviews/{page}) opens the reviews even without JavaScript.
 */
export function DetailsAccordions({ sections, initiallyOpen }: { sections: AccordionSection[]; initiallyOpen: string | null }) {
  const [open, setOpen] = useState<string | null>(initiallyOpen);
  const id = useId();

  // A link to a section (#customer-reviews from the review pager) may arrive before the streamed
  // panel does, so the browser's own jump can miss it: jump once the section is in the page.
  useEffect(() => {
    if (initiallyOpen && window.location.hash === `#${initiallyOpen}`) {
      document.getElementById(initiallyOpen)?.scrollIntoView();
    }
  }, [initiallyOpen]);

  return (
    <div className="divide-y divide-line border-y border-line" data-testid="details-accordions">
      {sections.map((section) => {
        const expanded = open === section.id;
        const buttonId = `${id}-${section.id}-button`;
        const panelId = `${id}-${section.id}-panel`;
        return (
          <section key={section.id} id={section.id} className="scroll-mt-20">
            <h2>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : section.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left text-base font-bold text-ink hover:text-brand-800"
              >
                {section.title}
                <ChevronDownIcon
                  className={`shrink-0 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
                />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="pb-5">
              {section.content}
            </div>
          </section>
        );
      })}
    </div>
  );
}
