import type { Metadata } from "next";
import { pageMetadata } from "@/components/content/page-metadata";
import { QueryForm } from "@/components/design-query/query-form";

export const metadata: Metadata = pageMetadata({
  title: "Query Form",
  description: "Design your own T-shirt or gift with TeeRang: send us your idea and a picture, and our designers will print it for you.",
  path: "/queryform",
});

const steps = [
  ["Tell us your idea", "Describe the design, the product, the colours and the sizes you have in mind."],
  ["Add a picture", "A sketch, a photo or your artwork: one picture is enough for us to start."],
  ["We write back", "Our designers reply by e-mail or phone, usually within two working days."],
] as const;

/** /queryform: the design-your-own query form, linked from the home page. */
export default function QueryFormPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Query Form</h1>
      <p className="mt-2 max-w-2xl text-muted">Design your own tee or gift: send us your idea with a picture and we will print it for you.</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-8">
          <QueryForm />
        </div>
        <aside aria-labelledby="query-steps" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6 lg:self-start">
          <h2 id="query-steps" className="text-lg font-bold text-brand-950">
            How it works
          </h2>
          <ol className="mt-3 space-y-4">
            {steps.map(([title, text], index) => (
              <li key={title} className="flex gap-3">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <span>
                  <span className="block font-semibold text-ink">{title}</span>
                  <span className="block text-sm text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
