import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginPageForm } from "@/components/auth/login-page-form";

export const metadata: Metadata = {
  title: "Sign In",
  description: "Sign in to your TeeRang account to see your orders, wishlist and cart.",
  alternates: { canonical: "/login" },
  robots: { index: false, follow: true },
};

/** The sign-in page for links (e.g. "Login to write a review"); the header uses the modal. */
export default function LoginPage() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Sign In</h1>
      <Suspense fallback={<div className="mt-6 h-80 animate-pulse rounded-2xl bg-surface" />}>
        <LoginPageForm />
      </Suspense>
    </div>
  );
}
