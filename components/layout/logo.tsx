import Link from "next/link";
import { shop } from "@/lib/shop";

/** The TeeRang mark and wordmark, linking home. */
export function Logo({ onClick, tone = "light" }: { onClick?: () => void; tone?: "light" | "dark" }) {
  return (
    <Link
      href="/"
      onClick={onClick}
      aria-label={`${shop.name} home`}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg"
    >
      <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true" className="size-8 xs:size-[34px]">
        <rect width="32" height="32" rx="9" fill="#322c94" />
        <path d="M8 9.5h16v4h-6v11h-4v-11H8z" fill="#fff" />
        <path d="M8 24.5h6v-3H8z" fill="#ff9933" />
      </svg>
      <span className={`text-[1.375rem] font-extrabold tracking-tight xs:text-2xl ${tone === "dark" ? "text-white" : "text-brand-800"}`}>
        Tee<span className={tone === "dark" ? "text-saffron-400" : "text-saffron-700"}>Rang</span>
      </span>
    </Link>
  );
}
