"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { openMenuAtCategories } from "./menu-categories";

/**
 * The bottom bar's Categories: opens the menu at its categories (every category with
 * products). Before the page's scripts run, it is a plain link to the whole collection.
 */
export function CategoriesLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Link
      href="/collections"
      prefetch={false}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (openMenuAtCategories()) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
