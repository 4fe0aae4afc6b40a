import { colourPictures, productColour } from "@/lib/catalog/colour-pictures";
import type { Product } from "@/lib/catalog/types";
import type { Gift } from "@/lib/content/gifts";
import { AddToCartLink } from "@/components/product/add-to-cart";
import { GiftAddToCart } from "@/components/product/gift-add-to-cart";
import { ProductCard } from "@/components/product/product-card";
import { productHref } from "@/components/product/product-href";
import { WishlistButton } from "@/components/product/wishlist-button";
import { FIRST_ROW } from "./product-grid";

/**
 * The cards of each listing page. All are ProductCard with the
 * page's options; the first row's pictures load at once, the rest lazily.
 */

/** Names are cut to 5 words in listings. */
export const LISTING_NAME_WORDS = 5;

/** Search and listing pages: category, name cut to 5 words, price, sizes and the wishlist heart. */
export function listingCard(product: Product, index: number) {
  return (
    <ProductCard
      key={product.id}
      product={product}
      eager={index < FIRST_ROW}
      nameWords={LISTING_NAME_WORDS}
      sizeOptions={product.sizes}
      corner={<WishlistButton productId={product.id} name={product.name} />}
    />
  );
}

/** Offers: the wishlist heart, name, price and ADD TO CART (to the product's page). */
export function offerCard(product: Product, index: number) {
  return (
    <ProductCard
      key={product.id}
      product={product}
      eager={index < FIRST_ROW}
      corner={<WishlistButton productId={product.id} name={product.name} />}
      action={<AddToCartLink slug={product.slug} name={product.name} />}
    />
  );
}

/** Category page: discount badge, heart on hover, image swap on hover, ADD TO CART, both prices (the category is the page's own). */
export function categoryCard(product: Product, index: number) {
  return (
    <ProductCard
      key={product.id}
      product={product}
      eager={index < FIRST_ROW}
      showCategory={false}
      corner={<WishlistButton productId={product.id} name={product.name} revealOnHover />}
      action={<AddToCartLink slug={product.slug} name={product.name} />}
    />
  );
}

/**
 * The card of a product in `colour` (a colour filter): that colour's pictures, and a link that
 * opens the product page on it (?color=). A product without the colour keeps its own card.
 */
function inColour(product: Product, colour: string | undefined) {
  const own = colour === undefined ? undefined : productColour(product.colors, colour);
  if (own === undefined) return { product, href: productHref(product.slug), colour: undefined };
  const [image, hoverImage] = colourPictures(product, own);
  return {
    product: { ...product, image: image ?? null, hoverImage: hoverImage ?? null },
    href: `${productHref(product.slug)}?${new URLSearchParams({ color: own })}`,
    colour: own,
  };
}

/** Collections grid: the plain card (the whole card leads to the product), in the colour filtered on. */
export function collectionCard(product: Product, index: number, colour?: string) {
  const shown = inColour(product, colour);
  return (
    <ProductCard
      key={product.id}
      product={shown.product}
      href={shown.href}
      colour={shown.colour}
      eager={index < FIRST_ROW}
      corner={<WishlistButton productId={product.id} name={product.name} />}
    />
  );
}

/** Gift store: discount badge, both prices and a gated ADD TO CART; gifts have no page to link. */
export function giftCard(gift: Gift, index: number) {
  return (
    <ProductCard
      key={gift.id}
      testId="gift-card"
      product={{
        id: gift.id,
        name: gift.name,
        slug: gift.slug,
        price: gift.price,
        discount: gift.discount,
        rating: gift.rating,
        image: gift.images[0] ?? null,
        hoverImage: gift.images[1] ?? null,
        category: "Gift",
      }}
      href={null}
      showCategory={false}
      eager={index < FIRST_ROW}
      action={<GiftAddToCart name={gift.name} />}
    />
  );
}
