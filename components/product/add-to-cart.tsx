import { IntentLink } from "@/components/ui/intent-link";
import { addToCartButton } from "./button-styles";
import { productHref } from "./product-href";

/**
 * The card's button on the offers and category pages (ADD TO CART): it leads to the
 * product's page, where the shopper picks a colour and size, so it says "Choose size" rather
 * than promising a cart it does not fill. Its name says which product.
 */
export function AddToCartLink({ slug, name }: { slug: string; name: string }) {
  return (
    <IntentLink href={productHref(slug)} className={addToCartButton} data-testid="add-to-cart">
      Choose size<span className="sr-only"> for {name}</span>
    </IntentLink>
  );
}
