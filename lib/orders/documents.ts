import type { OrderDetailDocument, OrderDocument } from "@/lib/api-answers/orders";
import type { OrderDetail, OrderView } from "./types";

/**
 * Orders as the API contract spells them: Mongo-style `_id`, snake_case
 * statuses, `shippingInfo`, `products`, `date`. `price` is what the shopper pays (products after
 * discounts and coupon, plus shipping): what create-payment charges and Pay Now carries to
 * /payment. Each product keeps the contract's `images` list (one picture, as bought). `courier`
 * and `tracking_number` are ours (null until the seller ships it with them), and so is `refund`
 * ({ state: due | refunded, amount } of money paid online that goes back; null for none), and
 * so are `cod_fee` (the cash-on-delivery fee in whole rupees, included in `price`) and
 * `promised_by` (the day delivery was promised by, YYYY-MM-DD in India; null for older orders).
 */
export function toOrderDocument(order: OrderView): OrderDocument {
  return {
    _id: order.id,
    price: order.total,
    shipping_fee: order.shippingFee,
    coupon_discount: order.couponDiscount,
    cod_fee: order.codFee,
    promised_by: order.promisedBy,
    items: order.items,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    delivery_status: order.deliveryStatus,
    shippingInfo: order.shippingInfo,
    courier: order.courier,
    tracking_number: order.trackingNumber,
    refund: order.refund,
    date: order.createdAt.toISOString(),
    pay_by: order.payBy?.toISOString() ?? null,
    products: order.lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      sellerId: line.sellerId,
      name: line.name,
      brand: line.brand,
      images: line.image ? [line.image] : [],
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
    })),
  };
}

export function toOrderDetailDocument(order: OrderDetail): OrderDetailDocument {
  return {
    ...toOrderDocument(order),
    timeline: order.timeline.map((move) => ({ status: move.status, date: move.at.toISOString() })),
    invoices: order.invoices,
    replacement_for: order.replacementFor,
  };
}
