"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
import { withChoice } from "./choice-url";
import { useProductChoice } from "./product-choice";

/**
 * A link to another address of the same product (a review page) that carries the colour and
 * size the URL names, so moving between review pages keeps them. Until the browser has read
 * the URL, and for a shopper who chose nothing, it is the plain link, prefetched as any link.
 * With a choice it is not prefetched: every swatch clicked would fetch the page again under
 * another address (the same stored page), and a click fetches it soon enough.
 */
export function ChoiceLink({ href, ...link }: Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string }) {
  const product = useProductChoice();
  const choice = product?.named ? product.choice : null;
  return <Link href={withChoice(href, choice)} prefetch={choice ? false : undefined} {...link} />;
}
