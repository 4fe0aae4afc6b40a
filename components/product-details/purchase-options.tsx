"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import { notify, VIEW_CART } from "@/components/ui/toast";
import { useSignInGate, useSignedInCustomer } from "@/components/auth/sign-in-gate";
import { refusalText } from "@/components/shop-data/api";
import { useWriting } from "@/components/shop-data/badges";
import { shopKeys } from "@/components/shop-data/keys";
import { loadShopData } from "@/components/shop-data/lazy";
import { MinusIcon, PlusIcon } from "./icons";
import { useProductChoice } from "./product-choice";
import { isLightSwatch, swatchColour } from "./swatch-colours";

const stepButton =
  "grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-line disabled:hover:bg-transparent";

/**
 * Colour swatches, size buttons (both radio groups: arrow keys move the choice), a quantity
 * stepper from 1 to the stock (and never past `maxPerOrder`, the most of one product one order
 * may hold, said under the stepper), Add to Cart and, while
 * in stock, Buy Now. Colour and size are the page's choice (ProductChoiceProvider: the URL's
 * `?color=&size=`, else the product's first), so the gallery shows the colour picked
 * and Add to Cart sends it. The page renders it with key={product.id}, so the quantity starts
 * again for another product. Add to Cart, Buy Now (and the wishlist heart passed as children)
 * go through the sign-in gate.
 *
 * `stock` is the stored page's. An order that moves it across the low-stock line revalidates
 * the page, but a sale well above the line does not (lib/orders/stock-pages.ts), so there the
 * number may be a little high: the cart call reads the stock itself, has the last word and
 * says so ("Cannot exceed available stock").
 */
export function PurchaseOptions({
  productId,
  colors,
  sizes,
  stock,
  maxPerOrder,
  children,
}: {
  productId: string;
  colors: string[];
  sizes: string[];
  stock: number;
  /** MAX_PER_PRODUCT: the cart refuses more of one product (all sizes and colours) per order. */
  maxPerOrder: number;
  children?: ReactNode;
}) {
  const page = useProductChoice();
  const [quantity, setQuantity] = useState(1);
  const gate = useSignInGate();
  const customerId = useSignedInCustomer()?.id;
  const busy = useWriting(customerId ? shopKeys.cartWrite(customerId, "add") : null);
  const router = useRouter();
  const id = useId();
  if (!page) throw new Error("PurchaseOptions renders inside a ProductChoiceProvider, which holds the colour and size.");
  const { color, size } = page.choice;
  const { choose } = page;
  const inStock = stock > 0;
  const most = Math.min(stock, maxPerOrder);

  /** Adds the chosen colour, size and quantity; true when the cart took it. */
  async function add(customerId: string, announce: boolean): Promise<boolean> {
    try {
      const shopData = await loadShopData();
      const message = await shopData.runMutation(shopData.addToCartMutation(customerId), { productId, color, size, quantity });
      if (announce) notify("success", message, VIEW_CART);
      return true;
    } catch (error) {
      notify("error", refusalText(error));
      return false;
    }
  }

  const addToCart = () => gate((customer) => void add(customer.id, true));
  // Buy Now: the product goes into the cart and the shopper straight to checkout, where the
  // cart (this product included) is what is ordered.
  const buyNow = () =>
    gate(async (customer) => {
      if (await add(customer.id, false)) router.push("/checkout");
    });

  return (
    <div className="space-y-5" data-testid="purchase-options">
      {colors.length > 0 ? (
        <OptionSet legend="Colour" chosen={color}>
          {colors.map((name) => (
            <label key={name} title={name} className="relative grid size-11 cursor-pointer place-items-center">
              <OptionRadio name={`${id}-colour`} value={name} checked={color === name} onChoose={() => choose({ color: name })} />
              <span className="sr-only">{name}</span>
              <span
                aria-hidden="true"
                style={{ backgroundColor: swatchColour(name) }}
                className={`size-9 rounded-full ring-offset-2 transition-shadow peer-checked:ring-2 peer-checked:ring-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600 ${
                  isLightSwatch(name) ? "border border-muted/40" : "border border-black/10"
                }`}
              />
            </label>
          ))}
        </OptionSet>
      ) : null}

      {sizes.length > 0 ? (
        <OptionSet legend="Size" chosen={size}>
          {sizes.map((name) => (
            <label key={name} className="cursor-pointer">
              <OptionRadio name={`${id}-size`} value={name} checked={size === name} onChoose={() => choose({ size: name })} />
              <span className="inline-flex h-11 min-w-12 items-center justify-center rounded-xl border border-line px-3 text-sm font-semibold text-ink transition-colors hover:border-brand-600 peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                {name}
              </span>
            </label>
          ))}
        </OptionSet>
      ) : null}

      <div>
        <p id={`${id}-quantity`} className="text-sm font-bold text-ink">
          Quantity
        </p>
        <div
          role="group"
          aria-labelledby={`${id}-quantity`}
          className="mt-2 inline-flex items-center gap-1 rounded-full border border-line p-0.5"
          data-testid="quantity-stepper"
        >
          <button
            type="button"
            className={stepButton}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            disabled={!inStock || quantity <= 1}
            aria-label="Decrease quantity"
          >
            <MinusIcon />
          </button>
          <output aria-live="polite" aria-label="Quantity" className="w-8 text-center text-base font-bold tabular-nums" data-testid="quantity">
            {quantity}
          </output>
          <button
            type="button"
            className={stepButton}
            onClick={() => setQuantity((q) => Math.min(most, q + 1))}
            disabled={!inStock || quantity >= most}
            aria-label="Increase quantity"
          >
            <PlusIcon />
          </button>
        </div>
        {inStock ? (
          <p className="mt-1 text-xs text-muted" data-testid="per-order-limit">
            Up to {maxPerOrder} per order
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={addToCart}
          disabled={!inStock || busy}
          aria-busy={busy || undefined}
          className="inline-flex min-h-12 flex-1 basis-32 items-center justify-center whitespace-nowrap rounded-full bg-brand-800 px-4 font-bold text-white transition-colors hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-line disabled:text-muted"
        >
          Add to Cart
        </button>
        {inStock ? (
          <button
            type="button"
            onClick={buyNow}
            disabled={busy}
            className="inline-flex min-h-12 flex-1 basis-32 items-center justify-center whitespace-nowrap rounded-full bg-saffron-500 px-4 font-bold text-ink transition-colors hover:bg-saffron-400"
          >
            Buy Now
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** One set of the product's options (colour, size) as radio buttons; the legend says which is chosen. */
function OptionSet({ legend, chosen, children }: { legend: string; chosen: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-bold text-ink">
        {legend}
        <span aria-hidden="true" className="font-medium text-muted">
          : {chosen}
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** The hidden radio button of one option; the look beside it follows it (peer-checked, peer-focus-visible). */
function OptionRadio({ name, value, checked, onChoose }: { name: string; value: string; checked: boolean; onChoose: () => void }) {
  return <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} className="peer sr-only" />;
}
