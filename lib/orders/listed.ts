import { isNull, ne, or } from "drizzle-orm";
import { orders } from "@/models";

/**
 * The orders My Orders lists: every order but one the shopper took back into their cart before
 * paying (lib/orders/return-to-cart.ts), which held nothing and was never theirs to follow. Money
 * that reached such an order anyway lists it again, so the refund due is never hidden.
 */
export const listedToCustomer = or(isNull(orders.returnedToCartAt), ne(orders.paymentStatus, "unpaid"));
