import { pgEnum } from "drizzle-orm/pg-core";
import { ROLES } from "./roles";

export const customerRole = pgEnum("customer_role", ROLES);

/** The themes the search and listing pages are driven by. */
export const productGender = pgEnum("product_gender", ["fitness", "motivation", "pets", "kids", "male", "female", "unisex"]);

export const paymentStatus = pgEnum("payment_status", ["unpaid", "paid", "refunded"]);

/** Order statuses the dashboard filters on plus the end states. */
export const deliveryStatus = pgEnum("delivery_status", ["pending", "placed", "warehouse", "shipped", "delivered", "cancelled"]);

export const paymentMethod = pgEnum("payment_method", ["cod", "online"]);

export const paymentAttemptStatus = pgEnum("payment_attempt_status", ["created", "paid", "failed", "cancelled"]);

export const chatSender = pgEnum("chat_sender", ["customer", "seller"]);
