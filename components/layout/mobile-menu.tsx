"use client";

import { trapTab } from "@/components/ui/trap-tab";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { useDrawnOnce } from "@/components/ui/use-drawn-once";
import { AccountButton } from "./account-button";
import { loadMenuCategories, OPEN_MENU_AT_CATEGORIES, type MenuCategory } from "./menu-categories";
import { mobileMore, mobileNav, mobileThemes, type NavLink } from "./nav-links";
import { Logo } from "./logo";
import { UnreadBadge, useUnreadLabel } from "./unread-badge";

const linkStyle =
  "flex min-h-12 items-center rounded-xl px-4 text-base font-semibold hover:bg-brand-50 hover:text-brand-800";

function MenuLinks({ links, onNavigate }: { links: NavLink[] | MenuCategory[]; onNavigate: () => void }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} onClick={onNavigate} className={linkStyle}>
        {"label" in link ? link.label : link.name}
      </Link>
    </li>
  ));
}

/**
 * The slide-in menu for screens under 1024 px. A modal <dialog>: the page behind is inert,
 * Escape closes it, Tab cycles inside it, and focus returns to the menu button on close.
 * Its categories are the catalogue's (those with products), asked when it first opens; the
 * bottom bar's Categories opens it at them.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const drawn = useDrawnOnce(open);
  const [categories, setCategories] = useState<MenuCategory[] | null>(null);
  const [atCategories, setAtCategories] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const categoriesRef = useRef<HTMLHeadingElement>(null);
  const menuId = useId();
  const titleId = useId();
  const categoriesId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open || categories) return;
    loadMenuCategories().then(setCategories, () => undefined);
  }, [open, categories]);

  // Opened from the bottom bar: its categories in view, and focus on their heading.
  useEffect(() => {
    if (!open || !atCategories) return;
    const heading = categoriesRef.current;
    heading?.scrollIntoView({ block: "start" });
    heading?.focus();
  }, [open, atCategories, categories]);

  useEffect(() => {
    const openAtCategories = (event: Event) => {
      event.preventDefault();
      setAtCategories(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_MENU_AT_CATEGORIES, openAtCategories);
    return () => window.removeEventListener(OPEN_MENU_AT_CATEGORIES, openAtCategories);
  }, []);

  const close = () => setOpen(false);
  const menuLabel = useUnreadLabel("Open menu");

  return (
    <>
      <button
        type="button"
        data-testid="mobile-menu-button"
        aria-label={menuLabel}
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="dialog"
        onClick={() => {
          setAtCategories(false);
          setOpen(true);
        }}
        className="relative grid size-11 place-items-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
      >
        <MenuIcon />
        {/* The account (and so the Messages) lives in this menu on phones. */}
        <UnreadBadge testId="menu-unread" className="absolute right-0 top-0" />
      </button>
      <dialog
        ref={dialogRef}
        id={menuId}
        data-testid="mobile-menu"
        aria-labelledby={titleId}
        // Escape (the dialog's cancel) and any other close keep React's state in step; the
        // browser itself returns focus to the menu button.
        onClose={() => setOpen(false)}
        onKeyDown={(event) => trapTab(event, "a[href], button:not([disabled])")}
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[86vw] max-w-sm bg-white p-0 text-ink shadow-2xl transition-[translate,display,overlay] transition-discrete duration-200 ease-out -translate-x-full open:translate-x-0 starting:open:-translate-x-full backdrop:bg-brand-950/60 motion-reduce:transition-none lg:hidden"
      >
        {drawn ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b border-line px-4 py-2">
              <h2 id={titleId} className="sr-only">
                Menu
              </h2>
              <Logo onClick={close} />
              <button
                type="button"
                aria-label="Close menu"
                onClick={close}
                className="grid size-11 place-items-center rounded-full hover:bg-brand-50"
              >
                <CloseIcon />
              </button>
            </div>
            <nav aria-label="Menu" className="flex-1 overflow-y-auto px-2 py-3">
              <ul>
                <MenuLinks links={mobileNav} onNavigate={close} />
              </ul>
              <h3
                ref={categoriesRef}
                id={categoriesId}
                tabIndex={-1}
                className="mt-3 scroll-mt-3 px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-widest text-muted outline-none"
              >
                Categories
              </h3>
              <ul aria-labelledby={categoriesId} data-testid="menu-categories" aria-busy={open && !categories ? true : undefined}>
                <MenuLinks links={categories ?? mobileThemes} onNavigate={close} />
              </ul>
              <ul className="mt-3 border-t border-line pt-3">
                <MenuLinks links={mobileMore} onNavigate={close} />
              </ul>
            </nav>
            <div className="border-t border-line p-4">
              <AccountButton variant="menu" onNavigate={close} />
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
