import type { ReactNode } from "react";

/**
 * The listing grids: 2 columns on phones up to 5 on wide screens. `full` spans the
 * page; `sidebar` shares it with the collections filters, so it reaches 5 columns only on
 * the widest screens, where that page's container grows. `paged` holds pages of 12 (offers).
 */
export type GridLayout = "full" | "sidebar" | "paged";

export const gridColumns: Record<GridLayout, string> = {
  full: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5",
  sidebar: "grid-cols-2 sm:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5",
  // Pages of 12 (PRODUCTS_PER_PAGE): 2, 3 or 4 columns fill every row; 5 would leave 2 alone.
  paged: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4",
};

/** Cards in the first row at the widest layout: their images load at once, the rest lazily. */
export const FIRST_ROW = 5;

export function ProductGrid({
  layout = "full",
  label,
  children,
  testId = "product-grid",
}: {
  layout?: GridLayout;
  label: string;
  children: ReactNode[];
  testId?: string;
}) {
  return (
    <ul aria-label={label} data-testid={testId} className={`grid gap-3 sm:gap-4 ${gridColumns[layout]}`}>
      {children.map((child, index) => (
        <li key={index} className="flex [&>*]:flex-1">
          {child}
        </li>
      ))}
    </ul>
  );
}

