"use client";

import { trapTab } from "@/components/ui/trap-tab";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { AccountButton } from "./account-button";
import { mobileNav } from "./nav-links";
import { Logo } from "./logo";

/**
 * The slide-in menu for screens under 1024 px. A modal <dialog>: the page behind is inert,
 * Escape closes it, Tab cycles inside it, and focus returns to the menu button on close.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menuId = useId();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        data-testid="mobile-menu-button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
      >
        <MenuIcon />
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
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <h2 id={titleId} className="sr-only">
              Menu
            </h2>
            <Logo onClick={() => setOpen(false)} />
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => setOpen(false)}
              className="grid size-11 place-items-center rounded-full hover:bg-brand-50"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Menu" className="flex-1 overflow-y-auto px-2 py-3">
            <ul>
              {mobileNav.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={() => setOpen(false)}
                    className="flex min-h-12 items-center rounded-xl px-4 text-base font-semibold hover:bg-brand-50 hover:text-brand-800"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-line p-4">
            <AccountButton variant="menu" onNavigate={() => setOpen(false)} />
          </div>
        </div>
      </dialog>
    </>
  );
}
