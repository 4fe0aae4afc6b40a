"use client";

import { trapTab } from "@/components/ui/trap-tab";
import Link from "next/link";
import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { Toaster, toast } from "sonner";
import { CloseIcon } from "@/components/ui/icons";
import { closeAuth, takeNotices, useAuthState, type AuthView } from "./auth-store";
import { RegisterForm, ResetPasswordForm, SignInForm } from "./forms";

/**
 * The lazily loaded account UI: the toasts (sonner, top right, success 2 s, error 4 s, at
 * most 20) and the Sign In / Register / Reset Password modal, one accessible <dialog> whose
 * content switches. Loaded on first use, never part of the layout's initial JS.
 */
/** The toasts' popover: raised above a modal dialog each time one opens (both sit in the top layer). */
let toastLayer: HTMLDivElement | null = null;
function raiseToasts() {
  placeToasts();
  if (!toastLayer || typeof toastLayer.showPopover !== "function") return;
  if (toastLayer.matches(":popover-open")) toastLayer.hidePopover();
  toastLayer.showPopover();
}

/**
 * The toasts start just below the sticky header as it is on screen now (under the promo bar at
 * the top of a page, at the top once scrolled), so they never cover its cart and account icons.
 */
function placeToasts() {
  const header = document.querySelector<HTMLElement>("[data-testid=site-header]");
  if (!header) return;
  const below = Math.max(0, Math.round(header.getBoundingClientRect().bottom)) + 8;
  document.documentElement.style.setProperty("--toast-top", `${below}px`);
}

/** The toasts' top edge: placeToasts' measure, or a header's height when nothing was measured. */
const TOAST_TOP = "var(--toast-top, 7.75rem)";

export default function AuthUi() {
  const { view, notices } = useAuthState();
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    toastLayer = layerRef.current;
    raiseToasts();
    return () => {
      toastLayer = null;
    };
  }, []);

  useEffect(() => {
    if (notices.length === 0) return;
    placeToasts();
    for (const notice of notices) {
      const action = notice.link ? (
        <Link href={notice.link.href} className="ml-auto shrink-0 rounded-full px-3 py-2 text-sm font-bold underline underline-offset-4 hover:bg-black/5" onClick={() => toast.dismiss()}>
          {notice.link.label}
        </Link>
      ) : undefined;
      // A toast with a way on stays a little longer: 2 s is too short to reach its link.
      if (notice.kind === "success") toast.success(notice.message, { duration: action ? 5000 : 2000, action });
      else toast.error(notice.message, { duration: 4000, action });
    }
    takeNotices(notices.map((notice) => notice.id));
  }, [notices]);

  return createPortal(
    <>
      {/* A manual popover, so the toasts show above an open modal instead of under its backdrop. */}
      <div ref={layerRef} popover="manual" className="m-0 size-0 overflow-visible border-0 bg-transparent p-0">
        {/* The toasts sit below the sticky header so they never cover its buttons. */}
        <Toaster position="top-right" visibleToasts={20} richColors closeButton offset={{ top: TOAST_TOP }} mobileOffset={{ top: TOAST_TOP }} />
      </div>
      {view ? <AuthDialog view={view} /> : null}
    </>,
    document.body,
  );
}

const titles: Record<AuthView, string> = { signin: "Sign In", register: "Register", reset: "Reset Password" };

function AuthDialog({ view }: { view: AuthView }) {
  const { next, email, afterReset } = useAuthState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    raiseToasts();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // When the content switches, move focus to the new form's first field.
  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>("input")?.focus();
  }, [view]);

  const title = afterReset && view === "signin" ? "SIGN IN" : titles[view];

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="auth-dialog"
      data-view={view}
      // Escape (the dialog's cancel event) closes it through the store.
      onClose={() => closeAuth()}
      onKeyDown={(event) => trapTab(event, "input, button:not([disabled]), a[href]")}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeAuth();
      }}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(28rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-950/60"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-extrabold tracking-tight text-brand-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={() => closeAuth()}
            className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-full hover:bg-brand-50"
          >
            <CloseIcon />
          </button>
        </div>
        {view === "signin" ? (
          <>
            {afterReset ? (
              <p className="mt-2 text-sm text-muted">Your password has been updated. Sign in with your new password.</p>
            ) : null}
            <SignInForm key={`signin-${email}`} next={next} defaultEmail={email} onSignedIn={() => closeAuth()} />
          </>
        ) : null}
        {view === "register" ? <RegisterForm next={next} onRegistered={() => closeAuth()} /> : null}
        {view === "reset" ? <ResetPasswordForm onCancel={() => closeAuth()} /> : null}
      </div>
    </dialog>
  );
}
