/**
 * The contract's documents as the browser receives them (README "API"). Only the fields the
 * pages read are typed; the server's documents are built in lib/<domain>/documents.ts.
 */
export type ProductInfo = {
  _id: string;
  name: string;
  slug: string;
  brand: string;
  price: number;
  discount: number;
  stock: number;
  images: string[];
  description: string;
  shopName: string;
  /** The pictures of each colour, front first, when the product has them. */
  colorImages?: Record<string, string[]>;
};

export type CartLine = {
  _id: string;
  quantity: number;
  size: string;
  color: string;
  limitedByStock: boolean;
  productInfo: ProductInfo;
};

export type CartDocument = {
  card_products: { sellerId: string; shopName: string; price: number; products: CartLine[] }[];
  outOfStockProduct: CartLine[];
  price: number;
  shipping_fee: number;
  card_product_count: number;
  buy_product_item: number;
  /** The most of one product (all its sizes and colours) one order may hold. */
  max_per_product: number;
};

export type WishlistEntry = {
  _id: string;
  userId: string;
  productId: string;
  name: string;
  price: number;
  image: string | null;
  discount: number;
  rating: number;
  slug: string;
};

export type WishlistDocument = { wishlists: WishlistEntry[]; wishlistCount: number };

/** The lines a coupon covered: its shop's (shopId null: every shop's), how many items, their price. */
export type CouponCoverage = { shopId: string | null; shopName: string | null; items: number; price: number };

export type CouponQuote = {
  coupon: { name: string; discount: number };
  price: number;
  couponDiscount: number;
  appliesTo: CouponCoverage;
  shipping_fee: number;
  total: number;
};

export type ShippingInfo = {
  name: string;
  address: string;
  phone: string;
  post: string;
  province: string;
  city: string;
  area: string;
};

export type OrderStatus = "pending" | "placed" | "warehouse" | "shipped" | "delivered" | "cancelled";
export type OrderFilter = "all" | "placed" | "pending" | "cancelled" | "warehouse" | "shipped" | "delivered";

export type OrderLine = {
  _id: string;
  productId: string;
  name: string;
  brand: string;
  images: string[];
  size: string;
  color: string;
  quantity: number;
  price: number;
  discount: number;
};

export type OrderDocument = {
  _id: string;
  price: number;
  shipping_fee: number;
  coupon_discount: number;
  items: number;
  payment_status: "unpaid" | "paid" | "refunded";
  payment_method: "cod" | "online" | null;
  delivery_status: OrderStatus;
  shippingInfo: ShippingInfo;
  /** Given by the seller when the order ships (either may be null). */
  courier: string | null;
  tracking_number: string | null;
  /** Money paid online that goes back: due until the seller refunds it, then refunded. */
  refund: { state: "due" | "refunded"; amount: number } | null;
  date: string;
  pay_by: string | null;
  products: OrderLine[];
};

export type OrderDetailDocument = OrderDocument & { timeline: { status: OrderStatus; date: string }[] };

/** ProductInfo may carry a picture per colour (front first); the line shows its own colour's. */
export function linePicture(product: { images: string[]; colorImages?: Record<string, string[]> }, color: string): string | null {
  return product.colorImages?.[color]?.[0] ?? product.images[0] ?? null;
}
