import { knownConversationOfA } from "../harness/chat-examples";
import type { Account, World } from "../harness/world";

/**
 * Who may call what: one row per route that needs a session or a role (every inventory entry
 * whose access is not "public"; tests/authz/matrix.test.ts fails when one is missing), with
 * the status each actor must get. The request of every cell is the route's inventory example,
 * built around customer A's things and the first seller's shop, sent with the actor's own
 * bearer token (none for the visitor). So "customer B" is B acting on A's things, and "other
 * seller" is a seller of another shop acting on the first seller's.
 *
 * The rules the rows encode (docs/ARCHITECTURE.md "Accounts, sessions and lock-out", docs/API.md
 * "Conventions"): no session is 401; a userId in the path that is not the session's is 403; a
 * thing addressed by its own id that belongs to someone else is 404 (it does not exist for
 * them); staff calls take a seller or admin bearer token, so a shopper gets 403; an admin may
 * act on any shop.
 *
 * How the routes to come join (their inventory examples use world.customerA / world.seller):
 *
 *   // a customer's list, named by user id in the path: B is refused outright
 *   { route: "GET /api/card-products/{userId}",
 *     expect: { visitor: 401, customerA: 200, customerB: 403, seller: 403, otherSeller: 403, admin: 403 },
 *     answerIsRight: (body, { account }) => body.card_products.every((line) => line.userId === account?.id) },
 *
 *   // a customer's thing, named by its own id: for anyone else it does not exist
 *   { route: "DELETE /api/delete-card-product/{cardId}",
 *     expect: { visitor: 401, customerA: 200, customerB: 404, seller: 404, otherSeller: 404, admin: 404 },
 *     answerIsRight: (body) => typeof body.message === "string" },
 *
 *   // a seller's product: the other shop cannot see it, the admin may change any shop's
 *   { route: "PUT /api/product-update/{productId}",
 *     expect: { visitor: 401, customerA: 403, customerB: 403, seller: 200, otherSeller: 404, admin: 200 },
 *     answerIsRight: (body, { world }) => body.product._id === world.catalogue.sellerProductId },
 *
 * A write is fine in a cell: each cell builds its example afresh (an example may create A's
 * cart line first and return its id), so one actor's success never changes another's cell.
 */

export const ACTORS = ["visitor", "customerA", "customerB", "seller", "otherSeller", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export type CellContext = { actor: Actor; account: Account | null; world: World };

export type MatrixRow = {
  /** The inventory entry, "METHOD /api/path" as tests/harness/api-routes.ts names it. */
  route: string;
  /** The status every actor must get. */
  expect: Record<Actor, number>;
  /**
   * For a 2xx answer: whether it is about what this actor may see (its own things; for an
   * admin acting on a shop, that shop's). Required when any actor gets a 2xx.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  answerIsRight?: (body: any, cell: CellContext) => boolean;
};

/** A customer's thing named by user id (in the path or body): everyone but its owner is refused outright. */
const OWN_BY_USER_ID = { visitor: 401, customerA: 200, customerB: 403, seller: 403, otherSeller: 403, admin: 403 };

/** A customer's thing named by its own id: for everyone but its owner it does not exist. */
const OWN_BY_THING_ID = { visitor: 401, customerA: 200, customerB: 404, seller: 404, otherSeller: 404, admin: 404 };

/** A staff call that adds a record to the caller's own shop (or, for an admin, the whole shop's). */
const STAFF_ADDS = { visitor: 401, customerA: 403, customerB: 403, seller: 201, otherSeller: 201, admin: 201 };

/** A staff call on the first seller's record: the other shop's seller does not find it. */
const STAFF_OWN_RECORD = { visitor: 401, customerA: 403, customerB: 403, seller: 200, otherSeller: 404, admin: 200 };

export const MATRIX: MatrixRow[] = [
  {
    route: "GET /api/useringfo",
    // Every account is a shopper too (staff may sign in as shoppers): each sees itself, never A.
    expect: { visitor: 401, customerA: 200, customerB: 200, seller: 200, otherSeller: 200, admin: 200 },
    answerIsRight: (body, { account }) => body.data?.id === account?.id && body.data?.email === account?.email,
  },
  // The customer's own cart, wishlist and coupon check. Staff are accounts too, with a cart and a
  // wishlist of their own: on A's they are refused like B.
  {
    route: "POST /api/home/product/add-to-card",
    expect: OWN_BY_USER_ID,
    answerIsRight: (body) => typeof body.message === "string",
  },
  {
    route: "GET /api/home/product/get-card-product/{userId}",
    expect: OWN_BY_USER_ID,
    // A's cart holds the example product (the example put it there).
    answerIsRight: (body, { world }) =>
      Array.isArray(body.card_products) &&
      body.card_products.some((group: { products: { productInfo: { _id: string } }[] }) =>
        group.products.some((line) => line.productInfo._id === world.catalogue.productId),
      ),
  },
  {
    route: "DELETE /api/home/product/delete-card-product/{id}",
    expect: OWN_BY_THING_ID,
    answerIsRight: (body) => typeof body.message === "string",
  },
  {
    route: "PUT /api/home/product/quantity-inc/{id}",
    expect: OWN_BY_THING_ID,
    answerIsRight: (body) => typeof body.message === "string",
  },
  {
    route: "PUT /api/home/product/quantity-dec/{id}",
    expect: OWN_BY_THING_ID,
    answerIsRight: (body) => typeof body.message === "string",
  },
  {
    route: "POST /api/home/product/add-to-wishlist",
    expect: { ...OWN_BY_USER_ID, customerA: 201 },
    answerIsRight: (body) => typeof body.message === "string",
  },
  {
    route: "GET /api/home/product/get-wishlist-products/{userId}",
    expect: OWN_BY_USER_ID,
    answerIsRight: (body, { account }) =>
      body.wishlistCount >= 1 && body.wishlists.every((entry: { userId: string }) => entry.userId === account?.id),
  },
  {
    route: "DELETE /api/home/product/delete-wishlist-product/{id}",
    expect: OWN_BY_THING_ID,
    answerIsRight: (body) => typeof body.message === "string" && typeof body.wishlistId === "string",
  },
  {
    route: "POST /api/home/product/apply-coupon",
    expect: OWN_BY_USER_ID,
    answerIsRight: (body) => body.coupon?.name === "WELCOME10" && body.total === body.price - body.couponDiscount + body.shipping_fee,
  },
  {
    // A review is always the caller's own (no userId): every account, staff included, reviews the
    // example product as itself, under its own name.
    route: "POST /api/home/customer/submit-review",
    expect: { visitor: 401, customerA: 201, customerB: 201, seller: 201, otherSeller: 201, admin: 201 },
    answerIsRight: (body, { account }) => typeof body.message === "string" && body.review?.name === account?.name && body.review?.rating === 4,
  },
  // Orders and payments: A's order is addressed by its own id (anyone else: 404); a customer id
  // in the path or body that is not the session's is a 403. Staff are shoppers here too.
  {
    route: "POST /api/home/order/palce-order",
    expect: { visitor: 401, customerA: 201, customerB: 403, seller: 403, otherSeller: 403, admin: 403 },
    answerIsRight: (body) => typeof body.orderId === "string",
  },
  {
    route: "GET /api/home/customer/gat-orders/{customerId}/{status}",
    expect: { visitor: 401, customerA: 200, customerB: 403, seller: 403, otherSeller: 403, admin: 403 },
    answerIsRight: (body, { account }) =>
      body.orders.length > 0 && body.orders.every((order: { shippingInfo: { name: string } }) => order.shippingInfo.name === account?.name),
  },
  {
    route: "GET /api/home/customer/gat-order/{orderId}",
    expect: { visitor: 401, customerA: 200, customerB: 404, seller: 404, otherSeller: 404, admin: 404 },
    answerIsRight: (body, { account }) => body.order.shippingInfo.name === account?.name,
  },
  {
    route: "PUT /api/home/customer/cancel-order/{orderId}",
    expect: { visitor: 401, customerA: 200, customerB: 404, seller: 404, otherSeller: 404, admin: 404 },
    answerIsRight: (body) => typeof body.message === "string",
  },
  {
    route: "POST /api/order/return-to-cart/{orderId}",
    expect: { visitor: 401, customerA: 200, customerB: 404, seller: 404, otherSeller: 404, admin: 404 },
    answerIsRight: (body) => typeof body.message === "string" && typeof body.returned === "boolean",
  },
  {
    route: "POST /api/order/create-payment",
    expect: { visitor: 401, customerA: 200, customerB: 404, seller: 404, otherSeller: 404, admin: 404 },
    answerIsRight: (body) => Array.isArray(body) && typeof body[0]?.orderId === "string",
  },
  {
    route: "GET /api/order/cash-on-delivery/{orderId}",
    expect: { visitor: 401, customerA: 200, customerB: 404, seller: 404, otherSeller: 404, admin: 404 },
    answerIsRight: (body) => typeof body.available === "boolean" && typeof body.limits?.maxOrderValue === "number",
  },
  // Staff calls: shoppers are refused (403); a seller acts on their own shop's records (another
  // shop's is a 404), an admin on every shop's. A new record belongs to whoever adds it.
  {
    route: "POST /api/add-coupon",
    expect: STAFF_ADDS,
    answerIsRight: (body) => body.message === "Coupon added" && typeof body.coupon?._id === "string" && body.coupon.discount === 15,
  },
  {
    route: "DELETE /api/delete-coupon/{id}",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body) => body.message === "Coupon deleted",
  },
  {
    route: "POST /api/blog-add",
    expect: STAFF_ADDS,
    answerIsRight: (body) => body.message === "Blog added" && body.blog?.name === "Block printing in Jaipur" && /^block-printing-in-jaipur(-\d+)?$/.test(body.blog.slug),
  },
  {
    route: "DELETE /api/blog/{id}",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body) => body.message === "Blog deleted" && typeof body.blogId === "string",
  },
  {
    route: "POST /api/upload",
    expect: STAFF_ADDS,
    answerIsRight: (body) =>
      body.uploadedBanners?.length === 1 && body.uploadedBanners[0].category === "Home Page" && /^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/.test(body.uploadedBanners[0].url),
  },
  {
    route: "DELETE /api/banner-delete/{id}",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body) => body.message === "Banner deleted" && typeof body.bannerId === "string",
  },
  {
    route: "POST /api/gift-add",
    expect: STAFF_ADDS,
    answerIsRight: (body) => body.message === "Gift added" && body.gift?.name === "Rangoli coffee mug" && body.gift.price === 449,
  },
  {
    route: "POST /api/gift-update",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body) => body.message === "Gift updated" && body.gift?.name === "Example mug, large" && body.gift.price === 599,
  },
  {
    route: "POST /api/gift-image-update",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body) => body.message === "Gift picture updated" && /^\/uploads\/gifts\/[0-9a-f-]{36}\.webp$/.test(body.gift?.images?.[0]),
  },
  {
    route: "DELETE /api/gift-delete/{id}",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body) => body.message === "Gift deleted" && typeof body.giftId === "string",
  },  {
    // A query goes to the shop, not to one seller: every seller and admin sees every query.
    route: "GET /api/seller/design-queries",
    expect: { visitor: 401, customerA: 403, customerB: 403, seller: 200, otherSeller: 200, admin: 200 },
    answerIsRight: (body) => Array.isArray(body.queries) && typeof body.totalQuery === "number" && body.page === 1,
  },
  // Fulfilment: each seller lists the orders holding their own shop's products (the other
  // seller's list never shows the first seller's order), an admin every order; the first
  // seller's order is moved by that seller or an admin, and does not exist for the other shop.
  {
    route: "GET /api/seller/orders",
    expect: { visitor: 401, customerA: 403, customerB: 403, seller: 200, otherSeller: 200, admin: 200 },
    answerIsRight: (body, { actor, world }) => {
      const orders: { delivery_status: string; products: { sellerId: string | null; yours: boolean }[] }[] = body.orders;
      if (!Array.isArray(orders) || !orders.every((order) => order.delivery_status === "placed")) return false;
      if (actor === "admin") return orders.length > 0 && body.total >= orders.length;
      const shopId = actor === "seller" ? world.seller.shopId : world.otherSeller.shopId;
      const theirs = orders.every((order) => order.products.some((line) => line.sellerId === shopId && line.yours));
      return theirs && (actor !== "seller" || orders.length > 0);
    },
  },
  {
    route: "POST /api/seller/orders/{orderId}/status",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body, { world }) =>
      body.message === "The order is now packed (warehouse)." &&
      body.order?.delivery_status === "warehouse" &&
      body.order.products.every((line: { sellerId: string }) => line.sellerId === world.seller.shopId),
  },
  // GST: a shop's tax details are its seller's (an admin runs no shop); an order's invoice is
  // read by its customer, the shop that issued it and an admin, and exists for nobody else.
  {
    route: "GET /api/seller/shop",
    expect: { visitor: 401, customerA: 403, customerB: 403, seller: 200, otherSeller: 200, admin: 403 },
    answerIsRight: (body, { actor, world }) => body.shop?.shopId === (actor === "seller" ? world.seller.shopId : world.otherSeller.shopId),
  },
  {
    route: "PUT /api/seller/shop",
    // The example's GSTIN is Rajasthan's, and so is the other seller's shop's state here: both may set it.
    expect: { visitor: 401, customerA: 403, customerB: 403, seller: 200, otherSeller: 200, admin: 403 },
    answerIsRight: (body, { actor, world }) => body.shop?.shopId === (actor === "seller" ? world.seller.shopId : world.otherSeller.shopId) && body.shop.gstin === "08AAGCT4821K1Z3",
  },
  {
    route: "GET /api/orders/{orderId}/invoices/{n}",
    expect: { visitor: 401, customerA: 200, customerB: 404, seller: 200, otherSeller: 404, admin: 200 },
    answerIsRight: (body) => typeof body === "string" && body.startsWith("%PDF-"),
  },
  // Returns: A's own delivered order (no one else finds it); the first seller's shop decides
  // its returns (the other shop does not find them), an admin any shop's.
  {
    route: "GET /api/orders/{orderId}/returns",
    expect: OWN_BY_THING_ID,
    answerIsRight: (body) => Array.isArray(body.returns) && body.returnable?.length === 1 && body.returnable[0].quantity === 1,
  },
  {
    route: "POST /api/orders/{orderId}/returns",
    expect: { ...OWN_BY_THING_ID, customerA: 201 },
    answerIsRight: (body) => body.return?.status === "requested" && body.return.lines.length === 1,
  },
  {
    route: "GET /api/seller/returns",
    expect: { visitor: 401, customerA: 403, customerB: 403, seller: 200, otherSeller: 200, admin: 200 },
    answerIsRight: (body) => Array.isArray(body.returns),
  },
  { route: "POST /api/seller/returns/{returnId}/approve", expect: STAFF_OWN_RECORD, answerIsRight: (body) => body.return?.status === "approved" },
  { route: "POST /api/seller/returns/{returnId}/refuse", expect: STAFF_OWN_RECORD, answerIsRight: (body) => body.return?.status === "refused" && body.return.refusedReason === "The tags were removed." },
  { route: "POST /api/seller/returns/{returnId}/received", expect: STAFF_OWN_RECORD, answerIsRight: (body) => body.return?.status === "received" && body.return.refund > 0 },
  { route: "POST /api/seller/returns/{returnId}/paid", expect: STAFF_OWN_RECORD, answerIsRight: (body) => body.return?.status === "refunded" && body.return.refundTo?.upi === "asha@okbank" },
  {
    route: "POST /api/seller/orders/{orderId}/refund",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body) => body.refunds?.length === 2 && body.refunds[0].status === "failed" && body.refunds[1].status === "pending",
  },
  // Refunds by their own id: the first seller's order's (the other shop does not find it), an admin any.
  {
    route: "GET /api/seller/refunds",
    expect: { visitor: 401, customerA: 403, customerB: 403, seller: 200, otherSeller: 200, admin: 200 },
    answerIsRight: (body, { actor }) => {
      const list: { status: string }[] = body.refunds;
      if (!Array.isArray(list) || !list.every((refund) => refund.status === "failed")) return false;
      // The examples' failed refunds are all of orders of the first seller's products: the other shop sees none.
      return actor === "otherSeller" ? list.length === 0 : list.length > 0;
    },
  },
  {
    route: "POST /api/seller/refunds/{refundId}/retry",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body) => body.message === "The refund has been sent to the payment provider again." && body.refund?.status === "pending",
  },
  // Chat with the seller: a customer's conversations are their own (anyone else's, named by id,
  // does not exist for them; staff chat as shoppers too); a seller sees their shop's only.
  {
    route: "POST /api/chat/customer/add-customer-friend",
    // Every account may open its own conversation with the first seller's shop.
    expect: { visitor: 401, customerA: 200, customerB: 200, seller: 200, otherSeller: 200, admin: 200 },
    answerIsRight: (body, { account, world }) =>
      body.currentFd?.fdId === world.seller.shopId && (account?.id === world.customerA.id) === (body.currentFd.conversationId === knownConversationOfA(world)),
  },
  {
    route: "POST /api/chat/customer/send-message-to-seller",
    expect: { ...OWN_BY_THING_ID, customerA: 201 },
    answerIsRight: (body, { world }) => body.message?.senderId === world.customerA.id && body.message.receverId === world.seller.shopId,
  },
  {
    route: "GET /api/chat/customer/friends",
    expect: { visitor: 401, customerA: 200, customerB: 200, seller: 200, otherSeller: 200, admin: 200 },
    answerIsRight: (body, { account, world }) =>
      Array.isArray(body.myFriends) && (account?.id === world.customerA.id) === body.myFriends.some((f: { conversationId: string }) => f.conversationId === knownConversationOfA(world)),
  },
  {
    route: "GET /api/chat/customer/messages/{conversationId}",
    expect: OWN_BY_THING_ID,
    answerIsRight: (body) => Array.isArray(body.messages),
  },
  {
    route: "PUT /api/chat/customer/read/{conversationId}",
    expect: OWN_BY_THING_ID,
    answerIsRight: (body) => body.message === "Marked as read",
  },
  {
    // The stream's first event (tests/harness/call-route.ts reads it and hangs up) names the
    // conversations it watches: A's only for A.
    route: "GET /api/chat/customer/stream",
    expect: { visitor: 401, customerA: 200, customerB: 200, seller: 200, otherSeller: 200, admin: 200 },
    answerIsRight: (body, { account, world }) =>
      Array.isArray(body.conversationIds) && (account?.id === world.customerA.id) === body.conversationIds.includes(knownConversationOfA(world)),
  },
  {
    route: "GET /api/seller/chat/conversations",
    expect: { visitor: 401, customerA: 403, customerB: 403, seller: 200, otherSeller: 200, admin: 200 },
    answerIsRight: (body, { actor, account, world }) => {
      const shopId = actor === "admin" ? null : (account as { shopId?: string | null }).shopId;
      const listsA = body.conversations.some((c: { _id: string }) => c._id === knownConversationOfA(world));
      return body.conversations.every((c: { seller: { _id: string } }) => shopId === null || c.seller._id === shopId) && listsA === (actor !== "otherSeller");
    },
  },
  {
    route: "GET /api/seller/chat/{conversationId}/messages",
    expect: STAFF_OWN_RECORD,
    answerIsRight: (body) => Array.isArray(body.messages),
  },
  {
    route: "POST /api/seller/chat/{conversationId}/reply",
    expect: { ...STAFF_OWN_RECORD, seller: 201, admin: 201 },
    answerIsRight: (body, { world }) => body.message?.sender === "seller" && body.message.receverId === world.customerA.id && body.message.senderId === world.seller.shopId,
  },
];

/** The account an actor acts as (null for the visitor). */
export function accountOf(actor: Actor, world: World): Account | null {
  return actor === "visitor" ? null : world[actor];
}
