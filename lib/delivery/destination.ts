import "server-only";
import type { Database, Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import type { ShippingInfo } from "@/models";
import { deliveryMessages } from "./messages";
import { promiseFor, type DeliveryPromise } from "./promise";

/**
 * An order's address checked against India Post's directory when the order is placed: the PIN
 * must exist and lie in the state chosen (a 400 naming the field, in the shop's words; the
 * checkout explains the same before sending). Returns the delivery promise to store.
 */
export async function checkedDestination(db: Database | Transaction, shippingInfo: Pick<ShippingInfo, "post" | "province">, at: Date): Promise<DeliveryPromise> {
  const promise = await promiseFor(shippingInfo.post, at, db);
  if (!promise) throw new HttpError(400, `shippingInfo.post: ${deliveryMessages.unknownPin(shippingInfo.post)}`);
  if (promise.place.state !== shippingInfo.province) {
    throw new HttpError(400, `shippingInfo.province: ${deliveryMessages.stateMismatch(shippingInfo.post, promise.place.state)}`);
  }
  return promise;
}
