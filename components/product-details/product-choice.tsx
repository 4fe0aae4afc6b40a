"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { choiceFromSearch, defaultChoice, withChoice, type ProductChoice } from "./choice-url";

type ChoiceState = ProductChoice & { named: boolean };

type ChoiceContext = {
  choice: ProductChoice;
  /** Whether the URL names the choice: links that pass it on (the review pager) carry it only then. */
  named: boolean;
  choose: (change: Partial<ProductChoice>) => void;
};

const ProductChoiceContext = createContext<ChoiceContext | null>(null);

/**
 * Reads the choice from the URL once the page is in the browser, and again when Back or Forward
 * brings another entry of this page. The product page is stored whole and served to every
 * shopper, so its server render knows no query: the gallery and the options render the
 * product's first colour and size until then.
 *
 * Read from `location`, not useSearchParams: that hook made the server render postpone a
 * boundary on every first visit, and Next then worked out the boundary's component stack
 * (a few ms of each product page's render). Nothing else changes this page's query without a
 * new page: a choice replaces it through `choose`, other addresses are other pages.
 */
function useChoiceFromUrl(colors: string[], sizes: string[], onRead: (state: ChoiceState) => void) {
  useEffect(() => {
    const read = () => onRead(choiceFromSearch(new URLSearchParams(window.location.search), colors, sizes));
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
    // colors and sizes are the product's, fixed for the page; onRead only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The product page's colour and size, kept in the URL
 * (`?color=Navy&size=XL`) so a shared link, Back and the review pages keep them. The gallery,
 * the purchase options and the review links read it with useProductChoice().
 *
 * A choice replaces the current history entry (Back leaves the product, not the last swatch)
 * with `history.replaceState`, which Next's router takes in, and
 * which neither scrolls nor asks the server for anything. `router.replace` fetched the whole
 * page's RSC payload again for every swatch clicked and changed the address only when it had
 * arrived (1 to 4 s on a busy server), so a link copied or a reload in between lost the choice.
 */
export function ProductChoiceProvider({ colors, sizes, children }: { colors: string[]; sizes: string[]; children: ReactNode }) {
  const [state, setState] = useState<ChoiceState>(() => ({ ...defaultChoice(colors, sizes), named: false }));

  function onRead(read: ChoiceState) {
    setState((current) =>
      current.color === read.color && current.size === read.size && current.named === read.named ? current : read,
    );
  }

  function choose(change: Partial<ProductChoice>) {
    const next = { color: change.color ?? state.color, size: change.size ?? state.size };
    setState({ ...next, named: true });
    const { pathname, search, hash } = window.location;
    window.history.replaceState(null, "", withChoice(`${pathname}${search}${hash}`, next));
  }

  useChoiceFromUrl(colors, sizes, onRead);

  const value: ChoiceContext = { choice: { color: state.color, size: state.size }, named: state.named, choose };
  return <ProductChoiceContext value={value}>{children}</ProductChoiceContext>;
}

/** The page's colour and size; outside a product page, null. */
export function useProductChoice(): ChoiceContext | null {
  return useContext(ProductChoiceContext);
}
