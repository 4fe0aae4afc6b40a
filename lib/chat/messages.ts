/** What the chat calls answer when they refuse. */
export const chatMessages = {
  sellerNotFound: "Seller not found",
  conversationNotFound: "Conversation not found",
  messageNotFound: "Message not found",
  markedRead: "Marked as read",
  tooMany: (wait: string) => `You are sending messages too quickly. Please wait ${wait} and try again.`,
  tooManyStreams: "Too many chat windows are open. Close one and try again.",
} as const;
