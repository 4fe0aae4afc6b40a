import type { z } from "zod";
import * as accounts from "@/lib/api-answers/accounts";
import * as cart from "@/lib/api-answers/cart";
import * as catalog from "@/lib/api-answers/catalog";
import * as chat from "@/lib/api-answers/chat";
import { messageAnswer } from "@/lib/api-answers/common";
import * as content from "@/lib/api-answers/content";
import * as coupons from "@/lib/api-answers/coupons";
import * as delivery from "@/lib/api-answers/delivery";
import * as designQueries from "@/lib/api-answers/design-queries";
import * as health from "@/lib/api-answers/health";
import * as invoices from "@/lib/api-answers/invoices";
import * as orders from "@/lib/api-answers/orders";
import * as payments from "@/lib/api-answers/payments";
import * as staffContent from "@/lib/api-answers/staff-content";
import * as refunds from "@/lib/api-answers/refunds";
import * as returns from "@/lib/api-answers/returns";
import * as tracking from "@/lib/api-answers/tracking";

/**
 * What each route answers when it succeeds, by "METHOD /api/path" (as tests/harness/route-files.ts
 * spells paths). Every refusal answers lib/api-answers/common.ts errorAnswer unless `errors`
 * names another schema for its status. `success`:
 * - a schema: every 2xx answer is JSON of that shape;
 * - "redirect": the route answers 303 with no body (a page address to go to), never JSON;
 * - "event-stream": `firstEvent` is the shape of the stream's first event's data;
 * - "none": nothing succeeds there (the catch-all's JSON 404 for every address);
 * - "pdf": the answer is a PDF document (application/pdf, its bytes begin "%PDF-").
 * - "no content": the route answers 204 with no body (a beacon, which reads no answer).
 * tests/api/answer-schemas.test.ts fails when a route file's method has no entry here.
 */
export type AnswerSpec =
  | { success: z.ZodType; errors?: Record<number, z.ZodType> }
  | { success: "redirect" }
  | { success: "event-stream"; firstEvent: z.ZodType }
  | { success: "none" }
  | { success: "pdf" }
  | { success: "no content" };

const answers = (success: z.ZodType, errors?: Record<number, z.ZodType>): AnswerSpec => ({ success, errors });

const NO_SUCH_CALL: AnswerSpec = { success: "none" };

export const ANSWER_SCHEMAS: Record<string, AnswerSpec> = {
  // Every address no call lives at.
  "GET /api/{...path}": NO_SUCH_CALL,
  "HEAD /api/{...path}": NO_SUCH_CALL,
  "POST /api/{...path}": NO_SUCH_CALL,
  "PUT /api/{...path}": NO_SUCH_CALL,
  "PATCH /api/{...path}": NO_SUCH_CALL,
  "DELETE /api/{...path}": NO_SUCH_CALL,
  "OPTIONS /api/{...path}": NO_SUCH_CALL,

  // Health.
  "GET /api/health": answers(health.readyAnswer, { 503: health.notReadyAnswer }),
  "GET /api/health/ready": answers(health.readyAnswer, { 503: health.notReadyAnswer }),
  "GET /api/health/live": answers(health.liveAnswer),

  // Catalogue and content.
  "GET /api/delivery": answers(delivery.deliveryAnswer),
  "GET /api/home/get-categorys": answers(catalog.categoriesAnswer),
  "GET /api/home/menu-categorys": answers(catalog.menuCategoriesAnswer),
  "GET /api/home/get-products": answers(catalog.homeProductsAnswer),
  "GET /api/home/more-sections": answers(catalog.homeMoreSectionsAnswer),
  "GET /api/home/price-range-latest-product": answers(catalog.priceRangeAnswer),
  "GET /api/home/get-product/{slugOrId}": answers(catalog.productPageAnswer),
  "GET /api/home/quick-add/{slugOrId}": answers(catalog.quickAddAnswer),
  "GET /api/home/get-products-cat/{category}": answers(catalog.categoryProductsAnswer),
  "GET /api/home/get-products-by-gender/{gender}": answers(catalog.productListAnswer),
  "GET /api/home/query-products": answers(catalog.productQueryAnswer),
  "GET /api/home/search_products": answers(catalog.searchAnswer),
  "GET /api/home/customer/get-reviews/{productId}": answers(catalog.reviewPageAnswer),
  "POST /api/home/customer/submit-review": answers(catalog.reviewAddedAnswer),
  "GET /api/blog-gets": answers(content.blogsAnswer),
  "GET /api/single-blog/{id}": answers(content.blogAnswer),
  "GET /api/gifts-get": answers(content.giftsAnswer),
  "GET /api/gift-get/{id}": answers(content.giftAnswer),
  "GET /api/get-banner": answers(content.bannersAnswer),
  "GET /api/get-coupon": answers(content.couponsAnswer),

  // Accounts.
  "POST /api/customer/customer-login": answers(accounts.signedInAnswer),
  "POST /api/customer/customer-register": answers(accounts.registerAnswer),
  "GET /api/customer/logout": answers(messageAnswer),
  "POST /api/forgot-password": answers(messageAnswer),
  "POST /api/reset-password": answers(messageAnswer),
  "POST /api/track": answers(tracking.trackOrderAnswer),
  "POST /api/seller/orders/{orderId}/refund": answers(refunds.orderRefundAnswer),
  "GET /api/seller/refunds": answers(refunds.sellerRefundsAnswer),
  "POST /api/seller/refunds/{refundId}/retry": answers(refunds.refundRetryAnswer),
  "GET /api/orders/{orderId}/returns": answers(returns.orderReturnsAnswer),
  "POST /api/orders/{orderId}/returns": answers(returns.returnAnswer),
  "GET /api/seller/returns": answers(returns.sellerReturnsAnswer),
  "POST /api/seller/returns/{returnId}/approve": answers(returns.returnAnswer),
  "POST /api/seller/returns/{returnId}/refuse": answers(returns.returnAnswer),
  "POST /api/seller/returns/{returnId}/received": answers(returns.returnAnswer),
  "POST /api/seller/returns/{returnId}/paid": answers(returns.returnAnswer),
  "GET /api/useringfo": answers(accounts.userInfoAnswer),
  "POST /api/seller/login": answers(accounts.staffSignedInAnswer),

  // Cart, wishlist, coupons at the cart.
  "GET /api/home/product/get-card-product/{userId}": answers(cart.cartAnswer),
  "POST /api/home/product/add-to-card": answers(messageAnswer),
  "DELETE /api/home/product/delete-card-product/{id}": answers(messageAnswer),
  "PUT /api/home/product/quantity-inc/{id}": answers(messageAnswer),
  "PUT /api/home/product/quantity-dec/{id}": answers(messageAnswer),
  "GET /api/home/product/get-wishlist-products/{userId}": answers(cart.wishlistAnswer),
  "POST /api/home/product/add-to-wishlist": answers(messageAnswer),
  "DELETE /api/home/product/delete-wishlist-product/{id}": answers(cart.wishlistRemovedAnswer),
  "POST /api/home/product/apply-coupon": answers(coupons.couponQuoteAnswer),

  // Orders and payment.
  "POST /api/home/order/palce-order": answers(orders.orderPlacedAnswer),
  "GET /api/home/customer/gat-orders/{customerId}/{status}": answers(orders.ordersAnswer),
  "GET /api/home/customer/gat-order/{orderId}": answers(orders.orderAnswer),
  "PUT /api/home/customer/cancel-order/{orderId}": answers(messageAnswer),
  "POST /api/order/return-to-cart/{orderId}": answers(orders.returnedToCartAnswer),
  "GET /api/order/cash-on-delivery/{orderId}": answers(payments.cashOnDeliveryAnswer),
  "POST /api/order/create-payment": answers(payments.createPaymentAnswer),
  "POST /api/order/sandbox-pay/{linkId}": { success: "redirect" },
  "GET /api/order/payment-callback": { success: "redirect" },
  "POST /api/webhooks/razorpay": answers(payments.webhookAnswer),

  // Chat.
  "POST /api/chat/customer/add-customer-friend": answers(chat.addFriendAnswer),
  "GET /api/chat/customer/friends": answers(chat.friendsAnswer),
  "GET /api/chat/customer/messages/{conversationId}": answers(chat.chatMessagesAnswer),
  "PUT /api/chat/customer/read/{conversationId}": answers(messageAnswer),
  "POST /api/chat/customer/send-message-to-seller": answers(chat.chatMessageSentAnswer),
  "GET /api/chat/customer/stream": { success: "event-stream", firstEvent: chat.chatStreamFirstEvent },
  "GET /api/seller/chat/conversations": answers(chat.staffConversationsAnswer),
  "GET /api/seller/chat/{conversationId}/messages": answers(chat.chatMessagesAnswer),
  "POST /api/seller/chat/{conversationId}/reply": answers(chat.chatMessageSentAnswer),

  // Web Vitals from shoppers' browsers.
  "POST /api/vitals": { success: "no content" },

  // Design queries.
  "POST /api/design-add": answers(designQueries.designQuerySentAnswer),
  "GET /api/seller/design-queries": answers(designQueries.designQueryPageAnswer),

  // Staff: orders and the shop's content.
  "GET /api/seller/orders": answers(orders.staffOrdersAnswer),
  "POST /api/seller/orders/{orderId}/status": answers(orders.orderMovedAnswer),
  "GET /api/seller/shop": answers(invoices.shopTaxDetailsAnswer),
  "PUT /api/seller/shop": answers(invoices.shopTaxDetailsSavedAnswer),
  "GET /api/orders/{orderId}/invoices/{n}": { success: "pdf" },
  "POST /api/add-coupon": answers(coupons.couponAddedAnswer),
  "DELETE /api/delete-coupon/{id}": answers(messageAnswer),
  "POST /api/blog-add": answers(staffContent.blogAddedAnswer),
  "DELETE /api/blog/{id}": answers(staffContent.blogDeletedAnswer),
  "POST /api/gift-add": answers(staffContent.giftSavedAnswer),
  "POST /api/gift-update": answers(staffContent.giftSavedAnswer),
  "POST /api/gift-image-update": answers(staffContent.giftSavedAnswer),
  "DELETE /api/gift-delete/{id}": answers(staffContent.giftDeletedAnswer),
  "POST /api/upload": answers(staffContent.bannersUploadedAnswer),
  "DELETE /api/banner-delete/{id}": answers(staffContent.bannerDeletedAnswer),
};
