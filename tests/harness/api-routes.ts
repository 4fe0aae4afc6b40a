import { cartLineOfA, clearAddToCartLine, clearWishlistEntryOfA, clearWorldReviews, EXAMPLE_LINE, exampleProduct, wishlistEntryOfA } from "./commerce-examples";
import { INDIAN_PROVINCES } from "@/lib/orders/indian-states";
import { invoicedOrderOfA, SELLER_TAX_DETAILS } from "./invoice-examples";
import { ORDER_FILTERS } from "@/lib/orders/status";
import { STAFF_ORDER_FILTERS } from "@/lib/orders/fulfilment-input";
import { SELLER_REFUND_FILTERS } from "@/lib/refunds/seller-refunds-input";
import { cartLineForA, cashOnDeliveryOrderOfA, failedRefundOfA, failedRefundOrderOfA, paidReturnOfA, pendingOrderOfA, sandboxLinkOfA, sellerOrderOfA, shippingInfoOf } from "./order-examples";
import { examplePicture } from "./example-pictures";
import { deliveredOrderOfA, returnOfA } from "./return-examples";
import { bannerOfSeller, blogOfSeller, couponOfSeller, freshCouponCode, giftOfSeller, uploadedPicture } from "./staff-examples";
import { uniqueEmail } from "./unique-email";
import { freshRegistrationCode } from "./registration";
import { conversationOfA, messageOfA } from "./chat-examples";
import { orderNumber } from "@/lib/orders/order-number";
import { routeKey, type ApiRoute, type FieldSpec } from "./route-types";
import { CONNECTION_TYPES, DEVICE_CLASSES, PAGE_TYPES, VITAL_METRICS } from "@/models/web-vital-kinds";

/**
 * Every route handler under app/api, one entry per exported HTTP method. The fuzz suite sends
 * each entry broken input built from its kinds and example; the authorisation matrix
 * (tests/authz/matrix.ts) must list every entry whose access is not "public".
 * tests/harness/inventory.test.ts fails when a route file or method is missing here, listed
 * but gone, or not in docs/API.md's table.
 *
 * A new route: add its entry (path params named as its folders name them), give every body
 * field and query parameter it reads a kind, an example that succeeds for the world's
 * customer A or first seller, and `writes`; then add its row to the matrix if it needs a
 * session. For a customer-owned thing, build the example around `world.customerA` (e.g.
 * `params: { userId: world.customerA.id }`, or create A's cart line and return its id).
 */

const required = (kind: FieldSpec["kind"], more: Partial<FieldSpec> = {}): FieldSpec => ({ kind, required: true, ...more });
const optional = (kind: FieldSpec["kind"], more: Partial<FieldSpec> = {}): FieldSpec => ({ kind, required: false, ...more });

const PIN_CHECK_IS_COUNTED = {
  rate_limit_buckets: "every PIN check is counted against its source's limit (lib/delivery/check-limit.ts); an unknown PIN too",
};

const NEW_SEARCH_IS_COUNTED = {
  rate_limit_buckets: "a search or query new to this server is counted against its source's limit (lib/catalog/search-limit.ts); past it, the 429 is counted too",
};

const ORDER_LOOKUP_IS_COUNTED = "every order lookup is counted against its source's limit before the order is read (lib/tracking/track-order.ts), found or not";

const SIGN_IN_IS_COUNTED = "every sign-in attempt is counted before the password is checked (lib/accounts/login.ts), so a refused one is counted";

const signIn = { email: required("email"), password: required("password") };

/** Copies of the product's fields the cart and wishlist bodies may carry: checked, never used. */
const productCopies = {
  name: optional("text"),
  price: optional("integer"),
  image: optional("text"),
  discount: optional("integer"),
  rating: optional("rating"),
  slug: optional("text"),
};

/**
 * app/api/[...path]: every address no call lives at answers a JSON 404 (nothing succeeds there,
 * so the example is simply an address that names nothing).
 */
const NO_SUCH_CALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const noSuchCall: ApiRoute[] = NO_SUCH_CALL_METHODS.map((method) => ({
  method,
  path: "/api/{...path}",
  load: () => import("@/app/api/[...path]/route"),
  access: "public",
  writes: false,
  params: { path: required("list") },
  example: () => ({ params: { path: ["no-such", "call"] } }),
}));

export const API_ROUTES: ApiRoute[] = [
  // Catalogue and content: public reads.
  { method: "GET", path: "/api/blog-gets", load: () => import("@/app/api/blog-gets/route"), access: "public", writes: false, example: () => ({}) },
  { method: "GET", path: "/api/get-banner", load: () => import("@/app/api/get-banner/route"), access: "public", writes: false, example: () => ({}) },
  { method: "GET", path: "/api/get-coupon", load: () => import("@/app/api/get-coupon/route"), access: "public", writes: false, example: () => ({}) },
  { method: "GET", path: "/api/gifts-get", load: () => import("@/app/api/gifts-get/route"), access: "public", writes: false, example: () => ({}) },
  {
    method: "GET",
    path: "/api/gift-get/{id}",
    load: () => import("@/app/api/gift-get/[id]/route"),
    access: "public",
    writes: false,
    params: { id: required("uuid") },
    example: (w) => ({ params: { id: w.catalogue.giftId } }),
  },
  {
    method: "GET",
    path: "/api/single-blog/{id}",
    load: () => import("@/app/api/single-blog/[id]/route"),
    access: "public",
    writes: false,
    params: { id: required("slug") },
    example: (w) => ({ params: { id: w.catalogue.blogSlug } }),
  },
  { method: "GET", path: "/api/health", load: () => import("@/app/api/health/route"), access: "public", writes: false, example: () => ({}) },
  { method: "GET", path: "/api/health/live", load: () => import("@/app/api/health/live/route"), access: "public", writes: false, example: () => ({}) },
  { method: "GET", path: "/api/health/ready", load: () => import("@/app/api/health/ready/route"), access: "public", writes: false, example: () => ({}) },
  { method: "GET", path: "/api/home/get-categorys", load: () => import("@/app/api/home/get-categorys/route"), access: "public", writes: false, example: () => ({}) },
  { method: "GET", path: "/api/home/menu-categorys", load: () => import("@/app/api/home/menu-categorys/route"), access: "public", writes: false, example: () => ({}) },
  { method: "GET", path: "/api/home/get-products", load: () => import("@/app/api/home/get-products/route"), access: "public", writes: false, example: () => ({}) },
  { method: "GET", path: "/api/home/more-sections", load: () => import("@/app/api/home/more-sections/route"), access: "public", writes: false, example: () => ({}) },
  {
    method: "GET",
    path: "/api/home/price-range-latest-product",
    load: () => import("@/app/api/home/price-range-latest-product/route"),
    access: "public",
    writes: false,
    example: () => ({}),
  },
  {
    method: "GET",
    path: "/api/home/get-product/{slugOrId}",
    load: () => import("@/app/api/home/get-product/[slugOrId]/route"),
    access: "public",
    writes: false,
    params: { slugOrId: required("slug") },
    example: (w) => ({ params: { slugOrId: w.catalogue.productSlug } }),
  },
  {
    method: "GET",
    path: "/api/home/quick-add/{slugOrId}",
    load: () => import("@/app/api/home/quick-add/[slugOrId]/route"),
    access: "public",
    writes: false,
    params: { slugOrId: required("slug") },
    example: (w) => ({ params: { slugOrId: w.catalogue.productSlug } }),
  },
  {
    method: "GET",
    path: "/api/home/get-products-cat/{category}",
    load: () => import("@/app/api/home/get-products-cat/[category]/route"),
    access: "public",
    writes: false,
    params: { category: required("slug") },
    example: (w) => ({ params: { category: w.catalogue.categorySlug } }),
  },
  {
    method: "GET",
    path: "/api/home/get-products-by-gender/{gender}",
    load: () => import("@/app/api/home/get-products-by-gender/[gender]/route"),
    access: "public",
    writes: false,
    params: { gender: required("choice", { choices: ["fitness", "motivation", "pets", "kids", "male", "female", "unisex"] }) },
    example: () => ({ params: { gender: "fitness" } }),
  },
  {
    method: "GET",
    path: "/api/home/customer/get-reviews/{productId}",
    load: () => import("@/app/api/home/customer/get-reviews/[productId]/route"),
    access: "public",
    writes: false,
    params: { productId: required("uuid") },
    query: { pageNo: optional("integer") },
    example: (w) => ({ params: { productId: w.catalogue.productId }, query: { pageNo: "1" } }),
  },
  {
    method: "GET",
    path: "/api/home/query-products",
    load: () => import("@/app/api/home/query-products/route"),
    access: "public",
    writes: false,
    countsIn: NEW_SEARCH_IS_COUNTED,
    refusalWrites: NEW_SEARCH_IS_COUNTED,
    query: {
      category: optional("text"),
      rating: optional("rating"),
      lowPrice: optional("integer"),
      highPrice: optional("integer"),
      sortPrice: optional("choice", { choices: ["low-to-high", "high-to-low", "top-rated"] }),
      pageNumber: optional("integer"),
      searchValue: optional("text"),
      color: optional("text"),
    },
    example: () => ({
      query: { category: "T-Shirts", rating: "3", lowPrice: "100", highPrice: "5000", sortPrice: "low-to-high", pageNumber: "1", searchValue: "tee", color: "Black" },
    }),
  },
  {
    method: "GET",
    path: "/api/home/search_products",
    load: () => import("@/app/api/home/search_products/route"),
    access: "public",
    writes: false,
    countsIn: NEW_SEARCH_IS_COUNTED,
    refusalWrites: NEW_SEARCH_IS_COUNTED,
    query: { searchValue: required("text") },
    example: () => ({ query: { searchValue: "tee" } }),
  },

  // Delivery by PIN code.
  {
    method: "GET",
    path: "/api/delivery",
    load: () => import("@/app/api/delivery/route"),
    access: "public",
    writes: false,
    countsIn: PIN_CHECK_IS_COUNTED,
    refusalWrites: PIN_CHECK_IS_COUNTED,
    query: { pin: required("code") },
    example: () => ({ query: { pin: "302001" } }),
  },

  // Accounts.
  {
    method: "POST",
    path: "/api/customer/customer-register",
    load: () => import("@/app/api/customer/customer-register/route"),
    access: "public",
    writes: true,
    body: {
      name: required("text"),
      phone: required("phone", { alsoAccepts: ["number"] }),
      email: required("email"),
      password: required("password"),
      otp: optional("code", { alsoAccepts: ["number"] }),
    },
    // The second step (with the code), for a fresh e-mail with a live code each time, so input
    // that slips through validation reaches the insert. Without `otp` it is the first step.
    example: async () => {
      const email = uniqueEmail("fuzz");
      return { body: { name: "Priya Sharma", phone: "9876543210", email, password: "Rangoli-2024", otp: await freshRegistrationCode(email) } };
    },
    refusalWrites: {
      rate_limit_buckets: "a registration is counted against its source (and a first step against its e-mail) before anything else (lib/accounts/register.ts), so a refused one is counted",
      registration_codes: "a wrong code counts a try against the e-mail's live code, and the fifth voids it",
    },
  },
  {
    method: "POST",
    path: "/api/customer/customer-login",
    load: () => import("@/app/api/customer/customer-login/route"),
    access: "public",
    writes: true, // a right password gives its counted attempt back
    body: signIn,
    example: (w) => ({ body: { email: w.customerA.email, password: w.customerA.password } }),
    refusalWrites: { rate_limit_buckets: SIGN_IN_IS_COUNTED },
  },
  {
    method: "POST",
    path: "/api/seller/login",
    load: () => import("@/app/api/seller/login/route"),
    access: "public",
    writes: true,
    body: signIn,
    example: (w) => ({ body: { email: w.seller.email, password: w.seller.password } }),
    refusalWrites: { rate_limit_buckets: SIGN_IN_IS_COUNTED },
  },
  {
    method: "POST",
    path: "/api/design-add",
    load: () => import("@/app/api/design-add/route"),
    access: "public",
    writes: true,
    encoding: "multipart",
    body: { name: required("text"), email: required("email"), phone: required("phone"), message: required("text"), image: required("file") },
    // A fresh e-mail each time, so the day's five per e-mail never refuses the fuzz's input.
    example: () => ({
      body: { name: "Asha Verma", email: uniqueEmail("query"), phone: "9876543210", message: "A peacock on a navy tee, please.", image: examplePicture("idea.png") },
    }),
    refusalWrites: {
      rate_limit_buckets:
        "every attempt is counted against its source address before the body is read (lib/design-queries/submit.ts), so a refused one is counted",
    },
  },
  {
    // A page view's Web Vitals as the browser's reporter sends them (components/vitals).
    method: "POST",
    path: "/api/vitals",
    load: () => import("@/app/api/vitals/route"),
    access: "public",
    writes: true,
    encoding: "json or text",
    body: {
      page: required("choice", { choices: PAGE_TYPES }),
      device: required("choice", { choices: DEVICE_CLASSES }),
      connection: optional("choice", { choices: CONNECTION_TYPES }),
      ...Object.fromEntries(VITAL_METRICS.map((metric) => [metric, optional("measure")])),
    },
    example: () => ({ body: { page: "product", device: "phone", connection: "4g", LCP: 1840, INP: 96, CLS: 0.0312, TTFB: 310, FCP: 1020 } }),
    refusalWrites: {
      rate_limit_buckets: "a beacon in shape is counted against its source's limit before it is stored (lib/vitals/record.ts), so the 429 past it is counted too",
    },
  },
  {
    method: "GET",
    path: "/api/useringfo",
    load: () => import("@/app/api/useringfo/route"),
    access: "customer",
    writes: false,
    example: () => ({}),
  },
  {
    // 200 with or without a session (it clears the cookie either way), so anyone may call it.
    method: "GET",
    path: "/api/customer/logout",
    load: () => import("@/app/api/customer/logout/route"),
    access: "public",
    writes: true,
    example: () => ({}),
  },
  {
    method: "POST",
    path: "/api/forgot-password",
    load: () => import("@/app/api/forgot-password/route"),
    access: "public",
    writes: true,
    body: { email: required("email") },
    example: (w) => ({ body: { email: w.customerB.email } }),
    refusalWrites: {
      rate_limit_buckets: "the send limits count a request before refusing it with 429 (lib/accounts/password-reset.ts), so a refused one is counted",
    },
  },
  {
    // Following an order without signing in: a read, but every lookup is counted against its source.
    method: "POST",
    path: "/api/track",
    load: () => import("@/app/api/track/route"),
    access: "public",
    writes: false,
    countsIn: { rate_limit_buckets: ORDER_LOOKUP_IS_COUNTED },
    refusalWrites: { rate_limit_buckets: ORDER_LOOKUP_IS_COUNTED },
    body: { orderNumber: required("text"), contact: required("text") },
    example: async (w) => ({ body: { orderNumber: orderNumber(await sellerOrderOfA(w)), contact: w.customerA.email } }),
  },
  {
    method: "POST",
    path: "/api/reset-password",
    load: () => import("@/app/api/reset-password/route"),
    access: "public",
    writes: true,
    body: { email: required("email"), otp: required("code", { alsoAccepts: ["number"] }), npassword: required("password") },
    example: async (w) => ({ body: { email: w.passwordReset.email, otp: await w.passwordReset.freshCode(), npassword: "Jharokha-2025" } }),
    refusalWrites: {
      password_reset_otps: "a wrong code counts a try against the live code, and the fifth voids it",
      rate_limit_buckets: "a wrong code is counted against its source address (lib/accounts/password-reset.ts)",
    },
  },
  // The customer's own cart, wishlist and coupon check. A userId sent along must be the
  // session's (403); another customer's cart line or wishlist entry is a 404. The product's
  // copies a body may carry (name, price ...) are checked for shape and never used.
  {
    method: "POST",
    path: "/api/home/product/add-to-card",
    load: () => import("@/app/api/home/product/add-to-card/route"),
    access: "customer",
    writes: true,
    body: { userId: optional("uuid"), productId: required("uuid"), quantity: required("integer"), size: required("text"), color: required("text"), ...productCopies },
    example: async (w) => {
      await clearAddToCartLine(w);
      const product = await exampleProduct(w);
      return { body: { userId: w.customerA.id, productId: product.id, quantity: 1, size: product.sizes[EXAMPLE_LINE.addToCart], color: product.colors[1] } };
    },
  },
  {
    method: "GET",
    path: "/api/home/product/get-card-product/{userId}",
    load: () => import("@/app/api/home/product/get-card-product/[userId]/route"),
    access: "customer",
    writes: false,
    params: { userId: required("uuid") },
    example: async (w) => {
      await cartLineOfA(w, "held", 2);
      return { params: { userId: w.customerA.id } };
    },
  },
  {
    method: "DELETE",
    path: "/api/home/product/delete-card-product/{id}",
    load: () => import("@/app/api/home/product/delete-card-product/[id]/route"),
    access: "customer",
    writes: true,
    params: { id: required("uuid") },
    example: async (w) => ({ params: { id: await cartLineOfA(w, "remove", 1) } }),
  },
  // The contract's body carries cardId and userId; the line is the one in the path, so cardId
  // is never read (and has no kind here). Without userId, B sending A's line id gets the 404.
  {
    method: "PUT",
    path: "/api/home/product/quantity-inc/{id}",
    load: () => import("@/app/api/home/product/quantity-inc/[id]/route"),
    access: "customer",
    writes: true,
    params: { id: required("uuid") },
    body: { userId: optional("uuid") },
    example: async (w) => {
      const id = await cartLineOfA(w, "increase", 1);
      return { params: { id }, body: { cardId: id } };
    },
  },
  {
    method: "PUT",
    path: "/api/home/product/quantity-dec/{id}",
    load: () => import("@/app/api/home/product/quantity-dec/[id]/route"),
    access: "customer",
    writes: true,
    params: { id: required("uuid") },
    body: { userId: optional("uuid") },
    example: async (w) => {
      const id = await cartLineOfA(w, "decrease", 2);
      return { params: { id }, body: { cardId: id } };
    },
  },
  {
    method: "POST",
    path: "/api/home/product/add-to-wishlist",
    load: () => import("@/app/api/home/product/add-to-wishlist/route"),
    access: "customer",
    writes: true,
    body: { userId: optional("uuid"), productId: required("uuid"), ...productCopies },
    example: async (w) => {
      await clearWishlistEntryOfA(w);
      const p = await exampleProduct(w);
      return { body: { userId: w.customerA.id, productId: p.id, name: p.name, price: p.price, image: p.images[0], discount: p.discount, rating: p.rating, slug: p.slug } };
    },
  },
  {
    method: "GET",
    path: "/api/home/product/get-wishlist-products/{userId}",
    load: () => import("@/app/api/home/product/get-wishlist-products/[userId]/route"),
    access: "customer",
    writes: false,
    params: { userId: required("uuid") },
    example: async (w) => {
      await wishlistEntryOfA(w);
      return { params: { userId: w.customerA.id } };
    },
  },
  {
    method: "DELETE",
    path: "/api/home/product/delete-wishlist-product/{id}",
    load: () => import("@/app/api/home/product/delete-wishlist-product/[id]/route"),
    access: "customer",
    writes: true,
    params: { id: required("uuid") },
    example: async (w) => ({ params: { id: await wishlistEntryOfA(w) } }),
  },
  {
    // A check, not a redemption (that happens when an order is placed): it writes nothing.
    method: "POST",
    path: "/api/home/product/apply-coupon",
    load: () => import("@/app/api/home/product/apply-coupon/route"),
    access: "customer",
    writes: false,
    body: { userId: optional("uuid"), code: required("text") },
    example: async (w) => {
      await cartLineOfA(w, "held", 2); // two of the example product cost more than WELCOME10's ₹499 minimum
      return { body: { userId: w.customerA.id, code: "WELCOME10" } };
    },
  },

  {
    // The contract's `name` is a copy the server ignores (the account's own name is shown);
    // there is no userId: a review is always the session's own.
    method: "POST",
    path: "/api/home/customer/submit-review",
    load: () => import("@/app/api/home/customer/submit-review/route"),
    access: "customer",
    writes: true,
    // JSON here; the same fields as a form with up to 3 photos are tested in
    // tests/api/reviews-submit.test.ts.
    encoding: "json or multipart",
    body: { name: optional("text"), review: required("text"), rating: required("rating"), productId: required("uuid") },
    example: async (w) => {
      await clearWorldReviews(w);
      return { body: { name: w.customerA.name, review: "Soft cotton, and the print survived ten washes.", rating: 4, productId: w.catalogue.productId } };
    },
  },

  // Orders and payments.
  {
    // The contract's price, products, shipping_fee and items are accepted and never read, so
    // they are not listed (a wrong one is not a wrong input). shippingInfo is an object, a kind
    // the fuzz does not take apart: it is sent whole, as the example has it.
    method: "POST",
    path: "/api/home/order/palce-order",
    load: () => import("@/app/api/home/order/palce-order/route"),
    access: "customer",
    writes: true,
    body: { userId: optional("uuid"), couponCode: optional("text") },
    example: async (w) => {
      await cartLineForA(w);
      return { body: { userId: w.customerA.id, shippingInfo: shippingInfoOf(w.customerA), price: 1, products: [], shipping_fee: 0, items: 1 } };
    },
  },
  {
    method: "GET",
    path: "/api/home/customer/gat-orders/{customerId}/{status}",
    load: () => import("@/app/api/home/customer/gat-orders/[customerId]/[status]/route"),
    access: "customer",
    writes: false,
    params: { customerId: required("uuid"), status: required("choice", { choices: ORDER_FILTERS }) },
    example: async (w) => {
      await pendingOrderOfA(w);
      return { params: { customerId: w.customerA.id, status: "all" } };
    },
  },
  {
    method: "GET",
    path: "/api/home/customer/gat-order/{orderId}",
    load: () => import("@/app/api/home/customer/gat-order/[orderId]/route"),
    access: "customer",
    writes: false,
    params: { orderId: required("uuid") },
    example: async (w) => ({ params: { orderId: await pendingOrderOfA(w) } }),
  },
  {
    method: "PUT",
    path: "/api/home/customer/cancel-order/{orderId}",
    load: () => import("@/app/api/home/customer/cancel-order/[orderId]/route"),
    access: "customer",
    writes: true,
    params: { orderId: required("uuid") },
    example: async (w) => ({ params: { orderId: await pendingOrderOfA(w) } }),
  },
  {
    method: "POST",
    path: "/api/order/return-to-cart/{orderId}",
    load: () => import("@/app/api/order/return-to-cart/[orderId]/route"),
    access: "customer",
    writes: true,
    params: { orderId: required("uuid") },
    example: async (w) => ({ params: { orderId: await pendingOrderOfA(w) } }),
  },
  {
    // price and userInfo are accepted and never read (the amount is the order's own).
    method: "POST",
    path: "/api/order/create-payment",
    load: () => import("@/app/api/order/create-payment/route"),
    access: "customer",
    writes: true,
    body: { type: required("choice", { choices: ["cod", "onlinepay"] }), orderId: required("uuid") },
    example: async (w) => ({ body: { type: "COD", orderId: await cashOnDeliveryOrderOfA(w), price: 1, userInfo: {} } }),
  },
  {
    // Whether cash on delivery takes the order now (the payment page asks before the choice).
    method: "GET",
    path: "/api/order/cash-on-delivery/{orderId}",
    load: () => import("@/app/api/order/cash-on-delivery/[orderId]/route"),
    access: "customer",
    writes: false,
    params: { orderId: required("uuid") },
    example: async (w) => ({ params: { orderId: await pendingOrderOfA(w) } }),
  },
  {
    // The payment provider's return: no session, the signature says who sent it.
    method: "GET",
    path: "/api/order/payment-callback",
    load: () => import("@/app/api/order/payment-callback/route"),
    access: "public",
    writes: true,
    query: {
      razorpay_payment_id: optional("text"),
      razorpay_payment_link_id: required("text"),
      razorpay_payment_link_reference_id: required("uuid"),
      razorpay_payment_link_status: required("text"),
      razorpay_signature: required("text"),
    },
    example: async (w) => ({ query: await paidReturnOfA(w) }),
  },
  {
    // The sandbox gateway's Pay and Fail buttons (no Razorpay keys in tests): a redirect, no write.
    method: "POST",
    path: "/api/order/sandbox-pay/{linkId}",
    load: () => import("@/app/api/order/sandbox-pay/[linkId]/route"),
    access: "public",
    writes: false,
    params: { linkId: required("slug") },
    query: { outcome: required("choice", { choices: ["pay", "fail"] }) },
    example: async (w) => ({ params: { linkId: (await sandboxLinkOfA(w)).linkId }, query: { outcome: "pay" } }),
  },
  {
    // Razorpay's servers call it with X-Razorpay-Signature and X-Razorpay-Event-Id headers,
    // which an example cannot carry, and tests run without RAZORPAY_WEBHOOK_SECRET: every call
    // here is refused (415 for a body not declared as JSON, else 404). The signed deliveries are
    // tested in tests/api/payments-webhook.test.ts.
    method: "POST",
    path: "/api/webhooks/razorpay",
    load: () => import("@/app/api/webhooks/razorpay/route"),
    access: "public",
    writes: true,
    body: { event: required("text") },
    example: () => ({ body: { event: "payment_link.paid", payload: { payment_link: { entity: { id: "plink_example" } } } } }),
  },

  // Staff calls (a seller's or admin's bearer token): a seller acts on their own shop's records,
  // an admin on every record. Examples act for the first seller (world.seller).
  {
    method: "POST",
    path: "/api/add-coupon",
    load: () => import("@/app/api/add-coupon/route"),
    access: "staff",
    writes: true,
    body: { name: required("text"), price: required("integer"), discount: required("integer"), userlimit: required("integer") },
    example: () => ({ body: { name: freshCouponCode(), price: 499, discount: 15, userlimit: 2 } }),
  },
  {
    method: "DELETE",
    path: "/api/delete-coupon/{id}",
    load: () => import("@/app/api/delete-coupon/[id]/route"),
    access: "staff",
    writes: true,
    params: { id: required("uuid") },
    example: async (w) => ({ params: { id: await couponOfSeller(w) } }),
  },
  {
    // JSON here (pictures by their /uploads address); the same fields as a form with the
    // pictures are tested in tests/api/sellers-blogs.test.ts. Sections are objects, sent whole.
    method: "POST",
    path: "/api/blog-add",
    load: () => import("@/app/api/blog-add/route"),
    access: "staff",
    writes: true,
    encoding: "json or multipart",
    body: { name: required("text"), description: required("list"), images: required("list") },
    example: async () => ({
      body: {
        name: "Block printing in Jaipur",
        description: ["Wooden blocks, natural dyes.", "Every tee is pressed by hand."],
        additionalDescription: [{ heading: "The blocks", description: "Carved from sheesham.", image: null }],
        images: [await uploadedPicture("blogs")],
      },
    }),
  },
  {
    method: "DELETE",
    path: "/api/blog/{id}",
    load: () => import("@/app/api/blog/[id]/route"),
    access: "staff",
    writes: true,
    params: { id: required("uuid") },
    example: async (w) => ({ params: { id: await blogOfSeller(w) } }),
  },
  {
    // Multipart only: the fuzz sends it broken forms and files that are not pictures.
    method: "POST",
    path: "/api/upload",
    load: () => import("@/app/api/upload/route"),
    access: "staff",
    writes: true,
    encoding: "multipart",
    body: { category: required("text"), images: required("file") },
    example: () => ({ body: { category: "Home Page", images: examplePicture("banner.png") } }),
  },
  {
    method: "DELETE",
    path: "/api/banner-delete/{id}",
    load: () => import("@/app/api/banner-delete/[id]/route"),
    access: "staff",
    writes: true,
    params: { id: required("uuid") },
    example: async (w) => ({ params: { id: await bannerOfSeller(w) } }),
  },
  {
    // JSON here (pictures by their /uploads address); as a form with the pictures in tests/api/sellers-gifts.test.ts.
    method: "POST",
    path: "/api/gift-add",
    load: () => import("@/app/api/gift-add/route"),
    access: "staff",
    writes: true,
    encoding: "json or multipart",
    body: { name: required("text"), price: required("integer"), discount: optional("integer"), images: required("list") },
    example: async () => ({ body: { name: "Rangoli coffee mug", price: 449, discount: 10, images: [await uploadedPicture("gifts")] } }),
  },
  {
    method: "POST",
    path: "/api/gift-update",
    load: () => import("@/app/api/gift-update/route"),
    access: "staff",
    writes: true,
    body: { giftId: required("uuid"), name: optional("text"), price: optional("integer"), discount: optional("integer") },
    example: async (w) => ({ body: { giftId: (await giftOfSeller(w)).id, name: "Example mug, large", price: 599, discount: 5 } }),
  },
  {
    method: "POST",
    path: "/api/gift-image-update",
    load: () => import("@/app/api/gift-image-update/route"),
    access: "staff",
    writes: true,
    encoding: "multipart",
    body: { giftId: required("uuid"), oldImage: required("text"), newImage: required("file") },
    example: async (w) => {
      const gift = await giftOfSeller(w);
      return { body: { giftId: gift.id, oldImage: gift.image, newImage: examplePicture("new-mug.png") } };
    },
  },
  {
    method: "DELETE",
    path: "/api/gift-delete/{id}",
    load: () => import("@/app/api/gift-delete/[id]/route"),
    access: "staff",
    writes: true,
    params: { id: required("uuid") },
    example: async (w) => ({ params: { id: (await giftOfSeller(w)).id } }),
  },
  // Fulfilment: a seller lists the orders holding their shop's products and moves one whose
  // every line is theirs (an admin: any order).
  {
    method: "GET",
    path: "/api/seller/orders",
    load: () => import("@/app/api/seller/orders/route"),
    access: "staff",
    writes: false,
    query: { status: optional("choice", { choices: STAFF_ORDER_FILTERS }), page: optional("integer") },
    example: async (w) => {
      await sellerOrderOfA(w);
      return { query: { status: "placed", page: "1" } };
    },
  },
  {
    method: "POST",
    path: "/api/seller/orders/{orderId}/status",
    load: () => import("@/app/api/seller/orders/[orderId]/status/route"),
    access: "staff",
    writes: true,
    params: { orderId: required("uuid") },
    body: {
      status: required("choice", { choices: ["pending", "placed", "warehouse", "shipped", "delivered", "cancelled"] }),
      courier: optional("text"),
      trackingNumber: optional("text"),
    },
    example: async (w) => ({ params: { orderId: await sellerOrderOfA(w) }, body: { status: "warehouse" } }),
  },
  // GST: a seller sets their shop's tax details; an order's invoices are downloaded as PDFs by
  // its customer, the shop that issued them, or an admin.
  {
    method: "GET",
    path: "/api/seller/shop",
    load: () => import("@/app/api/seller/shop/route"),
    access: "staff",
    writes: false,
    example: () => ({}),
  },
  {
    method: "PUT",
    path: "/api/seller/shop",
    load: () => import("@/app/api/seller/shop/route"),
    access: "staff",
    writes: true,
    body: { legalName: required("text"), gstin: required("text"), address: required("text"), state: required("choice", { choices: INDIAN_PROVINCES }) },
    example: () => ({ body: SELLER_TAX_DETAILS }),
  },
  {
    method: "GET",
    path: "/api/orders/{orderId}/invoices/{n}",
    load: () => import("@/app/api/orders/[orderId]/invoices/[n]/route"),
    access: "customer",
    writes: false,
    params: { orderId: required("uuid"), n: required("integer") },
    example: async (w) => ({ params: await invoicedOrderOfA(w) }),
  },
  {
    // Staff send an order's refund again: the example's order has a refund the sandbox failed.
    method: "POST",
    path: "/api/seller/orders/{orderId}/refund",
    load: () => import("@/app/api/seller/orders/[orderId]/refund/route"),
    access: "staff",
    writes: true,
    params: { orderId: required("uuid") },
    example: async (w) => ({ params: { orderId: await failedRefundOrderOfA(w) } }),
  },
  {
    // The refunds of the seller's shop (an admin: every shop's); the example's is one the sandbox failed.
    method: "GET",
    path: "/api/seller/refunds",
    load: () => import("@/app/api/seller/refunds/route"),
    access: "staff",
    writes: false,
    query: { status: optional("choice", { choices: SELLER_REFUND_FILTERS }) },
    example: async (w) => {
      await failedRefundOfA(w);
      return { query: { status: "failed" } };
    },
  },
  {
    // Staff send a failed refund again by its id: pending under a new key, processed by the sandbox.
    method: "POST",
    path: "/api/seller/refunds/{refundId}/retry",
    load: () => import("@/app/api/seller/refunds/[refundId]/retry/route"),
    access: "staff",
    writes: true,
    params: { refundId: required("uuid") },
    example: async (w) => ({ params: { refundId: await failedRefundOfA(w) } }),
  },
  // Returns: A asks to return a line of a delivered order; the first seller's shop decides.
  {
    method: "GET",
    path: "/api/orders/{orderId}/returns",
    load: () => import("@/app/api/orders/[orderId]/returns/route"),
    access: "customer",
    writes: false,
    params: { orderId: required("uuid") },
    example: async (w) => ({ params: { orderId: (await deliveredOrderOfA(w)).orderId } }),
  },
  {
    method: "POST",
    path: "/api/orders/{orderId}/returns",
    load: () => import("@/app/api/orders/[orderId]/returns/route"),
    access: "customer",
    writes: true,
    // JSON here; the same fields as a form with photos are tested in tests/api/returns.test.ts.
    encoding: "json or multipart",
    params: { orderId: required("uuid") },
    body: {
      lines: required("list"),
      reason: required("choice", { choices: ["damaged", "wrong_item", "size_does_not_fit", "not_as_described", "changed_mind"] }),
      note: optional("text"),
    },
    example: async (w) => {
      const { orderId, lineId } = await deliveredOrderOfA(w);
      return { params: { orderId }, body: { lines: [{ lineId, quantity: 1 }], reason: "size_does_not_fit" } };
    },
  },
  {
    method: "GET",
    path: "/api/seller/returns",
    load: () => import("@/app/api/seller/returns/route"),
    access: "staff",
    writes: false,
    example: () => ({}),
  },
  {
    method: "POST",
    path: "/api/seller/returns/{returnId}/approve",
    load: () => import("@/app/api/seller/returns/[returnId]/approve/route"),
    access: "staff",
    writes: true,
    params: { returnId: required("uuid") },
    example: async (w) => ({ params: { returnId: await returnOfA(w, "requested") } }),
  },
  {
    method: "POST",
    path: "/api/seller/returns/{returnId}/refuse",
    load: () => import("@/app/api/seller/returns/[returnId]/refuse/route"),
    access: "staff",
    writes: true,
    params: { returnId: required("uuid") },
    body: { reason: required("text") },
    example: async (w) => ({ params: { returnId: await returnOfA(w, "requested") }, body: { reason: "The tags were removed." } }),
  },
  {
    method: "POST",
    path: "/api/seller/returns/{returnId}/received",
    load: () => import("@/app/api/seller/returns/[returnId]/received/route"),
    access: "staff",
    writes: true,
    params: { returnId: required("uuid") },
    example: async (w) => ({ params: { returnId: await returnOfA(w, "approved") } }),
  },
  {
    method: "POST",
    path: "/api/seller/returns/{returnId}/paid",
    load: () => import("@/app/api/seller/returns/[returnId]/paid/route"),
    access: "staff",
    writes: true,
    params: { returnId: required("uuid") },
    example: async (w) => ({ params: { returnId: await returnOfA(w, "received") } }),
  },
  {
    method: "GET",
    path: "/api/seller/design-queries",
    load: () => import("@/app/api/seller/design-queries/route"),
    access: "staff",
    writes: false,
    query: { page: optional("integer") },
    example: () => ({ query: { page: "1" } }),
  },
  // Chat with the seller. A customer's calls act on A's conversation with the first seller's shop;
  // the staff calls are that shop's.
  {
    method: "POST",
    path: "/api/chat/customer/add-customer-friend",
    load: () => import("@/app/api/chat/customer/add-customer-friend/route"),
    access: "customer",
    writes: true,
    body: { sellerId: required("uuid") },
    // A's conversation is opened first (as any earlier visit would have), so the matrix can tell it apart.
    example: async (w) => (await conversationOfA(w), { body: { sellerId: w.seller.shopId } }),
  },
  {
    method: "POST",
    path: "/api/chat/customer/send-message-to-seller",
    load: () => import("@/app/api/chat/customer/send-message-to-seller/route"),
    access: "customer",
    writes: true,
    body: { sellerId: optional("uuid"), conversationId: optional("uuid"), message: required("text") },
    example: async (w) => ({ body: { conversationId: await conversationOfA(w), message: "Is the navy tee true to size?" } }),
    refusalWrites: { rate_limit_buckets: "a message over 30 a minute is counted as it is refused (lib/rate-limit.ts)" },
  },
  { method: "GET", path: "/api/chat/customer/friends", load: () => import("@/app/api/chat/customer/friends/route"), access: "customer", writes: false, example: () => ({}) },
  {
    method: "GET",
    path: "/api/chat/customer/messages/{conversationId}",
    load: () => import("@/app/api/chat/customer/messages/[conversationId]/route"),
    access: "customer",
    writes: false,
    params: { conversationId: required("uuid") },
    query: { after: optional("uuid") },
    example: async (w) => ({ params: { conversationId: await conversationOfA(w) } }),
  },
  {
    method: "PUT",
    path: "/api/chat/customer/read/{conversationId}",
    load: () => import("@/app/api/chat/customer/read/[conversationId]/route"),
    access: "customer",
    writes: true,
    params: { conversationId: required("uuid") },
    body: { messageId: required("uuid") },
    example: async (w) => {
      const conversationId = await conversationOfA(w);
      return { params: { conversationId }, body: { messageId: await messageOfA(w, conversationId) } };
    },
  },
  {
    // An event stream: the harness reads its first event (`ready`) and hangs up (tests/harness/call-route.ts).
    method: "GET",
    path: "/api/chat/customer/stream",
    load: () => import("@/app/api/chat/customer/stream/route"),
    access: "customer",
    writes: false,
    example: async (w) => {
      await conversationOfA(w);
      return {};
    },
  },
  { method: "GET", path: "/api/seller/chat/conversations", load: () => import("@/app/api/seller/chat/conversations/route"), access: "staff", writes: false, example: async (w) => (await conversationOfA(w), {}) },
  {
    method: "GET",
    path: "/api/seller/chat/{conversationId}/messages",
    load: () => import("@/app/api/seller/chat/[conversationId]/messages/route"),
    access: "staff",
    writes: false,
    params: { conversationId: required("uuid") },
    query: { after: optional("uuid") },
    example: async (w) => ({ params: { conversationId: await conversationOfA(w) } }),
  },
  {
    method: "POST",
    path: "/api/seller/chat/{conversationId}/reply",
    load: () => import("@/app/api/seller/chat/[conversationId]/reply/route"),
    access: "staff",
    writes: true,
    params: { conversationId: required("uuid") },
    body: { message: required("text") },
    example: async (w) => ({ params: { conversationId: await conversationOfA(w) }, body: { message: "Yes, it is true to size." } }),
    refusalWrites: { rate_limit_buckets: "a reply over 30 a minute is counted as it is refused (lib/rate-limit.ts)" },
  },
  ...noSuchCall,
];

const byKey = new Map(API_ROUTES.map((route) => [routeKey(route), route]));

/** The inventory entry named "METHOD /api/path"; throws for a name it does not hold. */
export function findRoute(key: string): ApiRoute {
  const route = byKey.get(key);
  if (!route) throw new Error(`no route ${key} in tests/harness/api-routes.ts`);
  return route;
}
