import type { ReactNode } from "react";

/** A listing page's heading block: a small eyebrow, the h1 and a line about what is listed. */
export function ListingHeader({ eyebrow, title, children }: { eyebrow: string; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="max-w-3xl">
      <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {children ? <div className="mt-2 text-base text-muted sm:text-lg">{children}</div> : null}
    </header>
  );
}
