"use client";

import { trapTab } from "@/components/ui/trap-tab";
import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "@/components/ui/icons";
import { raiseToasts } from "@/components/ui/toast";
import { closeAuth, useAuthState, type AuthView } from "./auth-store";
import { RegisterForm } from "./register-form";
import { ResetPasswordForm } from "./reset-password-form";
import { SignInForm } from "./sign-in-form";

/**
 * The lazily loaded account UI: the Sign In / Register / Reset Password modal, one accessible
 * <dialog> whose content switches. Loaded on first use, never part of the layout's
 * initial JS.
 */
export default function AuthUi() {
  const { view } = useAuthState();
  return view ? createPortal(<AuthDialog view={view} />, document.body) : null;
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
