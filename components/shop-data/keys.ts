/**
 * The query cache's keys: one customer's data under ["shop", customerId, ...]. No react-query
 * here, so the header's badges (./badges.ts) can name what they read without loading it.
 */
export const shopKeys = {
  all: ["shop"] as const,
  cart: (customerId: string) => ["shop", customerId, "cart"] as const,
  /** The cart's writes (add, step, remove): a button is busy while one is on its way. */
  cartWrite: (customerId: string, kind: "add" | "step" | "remove") => ["shop", customerId, "cart", kind] as const,
  wishlist: (customerId: string) => ["shop", customerId, "wishlist"] as const,
  /** A heart's add or remove of one product: its heart is busy while one is on its way. */
  wishlistWrite: (customerId: string, productId: string) => ["shop", customerId, "wishlist", "write", productId] as const,
  orders: (customerId: string, filter: string) => ["shop", customerId, "orders", filter] as const,
  ordersOf: (customerId: string) => ["shop", customerId, "orders"] as const,
  order: (customerId: string, orderId: string) => ["shop", customerId, "order", orderId] as const,
  ordersPages: (customerId: string) => ["shop", customerId, "order"] as const,
  /** An order's returns (under its page's key, so reloading the order's pages reloads them too). */
  orderReturns: (customerId: string, orderId: string) => ["shop", customerId, "order", orderId, "returns"] as const,
  chat: (customerId: string) => ["shop", customerId, "chat"] as const,
  chatFriends: (customerId: string) => ["shop", customerId, "chat", "friends"] as const,
  chatMessages: (customerId: string, conversationId: string) => ["shop", customerId, "chat", "messages", conversationId] as const,
};
