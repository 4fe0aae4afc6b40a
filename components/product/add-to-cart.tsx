import { IntentLink } from "@/components/ui/intent-link";
import { addToCartButton } from "./button-styles";
import { productHref } from "./product-card";

/**
 * ADD TO CART on the offers and category cards: spec §2 sends it to the product's page, where
 * the shopper picks a colour and size. Its name says which product.
 */
export function AddToCartLink({ slug, name }: { slug: string; name: string }) {
  return (
    <IntentLink href={productHref(slug)} className={addToCartButton} data-testid="add-to-cart">
      Add to cart<span className="sr-only">: {name}</span>
    </IntentLink>
  );
}
