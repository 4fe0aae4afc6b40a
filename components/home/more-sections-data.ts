import { ApiError, callApi } from "@/components/shop-data/api";
import type { HomeMoreSectionsAnswer } from "@/lib/api-answers/catalog";

/** What the home page says when the sections below its first screen could not be fetched. */
export const MORE_SECTIONS_FALLBACK = "We could not load more of the shop just now.";

/** Tries before the shopper is asked to try again: a phone's connection drops now and then. */
const TRIES = 3;
/** How long an answer is drawn again without asking (a visit back to the home page). */
const FRESH_MS = 60_000;

let asked: { at: number; answer: Promise<HomeMoreSectionsAnswer> } | null = null;

async function fetchWithTries(): Promise<HomeMoreSectionsAnswer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await callApi<HomeMoreSectionsAnswer>("/home/more-sections", { cacheable: true, fallback: MORE_SECTIONS_FALLBACK });
    } catch (error) {
      // A refusal (a 4xx) will not change by asking again; a dropped connection or a 5xx may.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (refused || attempt >= TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

/**
 * GET /api/home/more-sections: the home page below its first screen (docs/decisions/0031). A
 * public catalogue read, like the phone menu's categories: through `callApi`, kept by the
 * browser by the server's cache headers, and with no react-query, which catalogue pages never
 * load. One answer serves the tab for a minute; a failure is forgotten, so the next ask tries anew.
 */
export function loadHomeMoreSections(): Promise<HomeMoreSectionsAnswer> {
  if (!asked || Date.now() - asked.at > FRESH_MS) {
    const answer = fetchWithTries();
    asked = { at: Date.now(), answer };
    answer.catch(() => {
      if (asked?.answer === answer) asked = null;
    });
  }
  return asked.answer;
}
