import Form from "next/form";
import { SearchIcon } from "@/components/ui/icons";

/** A search box for the results page: a GET form to /product?value=, so it works without JavaScript. */
export function ProductSearchForm({ value = "" }: { value?: string }) {
  return (
    <Form action="/product" role="search" aria-label="Products" className="mx-auto flex w-full max-w-xl items-center gap-2">
      <label htmlFor="product-search-value" className="sr-only">
        Search T-shirts, apparel and gifts
      </label>
      <div className="relative flex-1">
        <SearchIcon size={20} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
        <input
          id="product-search-value"
          name="value"
          type="search"
          required
          maxLength={100}
          defaultValue={value}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Try dog, gym or chai"
          className="h-12 w-full rounded-full border border-line bg-white pl-10 pr-4 text-base text-ink placeholder:text-muted focus:border-brand-600"
        />
      </div>
      <button type="submit" className="h-12 rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900">
        Search
      </button>
    </Form>
  );
}
