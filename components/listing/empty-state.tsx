import Link from "next/link";
import type { ReactNode } from "react";

/** A friendly "nothing here" panel with a way on. */
export function EmptyState({ title, children, testId = "empty-state" }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className="rounded-2xl bg-surface px-5 py-10 text-center sm:px-10">
      <p className="text-lg font-bold text-ink sm:text-xl">{title}</p>
      {children ? <div className="mx-auto mt-3 max-w-xl text-muted">{children}</div> : null}
    </div>
  );
}

export function PrimaryLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="mt-5 inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
    >
      {children}
    </Link>
  );
}
