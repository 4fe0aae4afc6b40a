/** The chat's numbers (browser-safe: the message box counts with the same limit the server checks). */

/** The longest message, in characters after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Messages one sender may send in a minute (customer and seller alike). */
export const CHAT_MESSAGES_PER_MINUTE = 30;

/** The most messages one read answers: the latest ones, oldest first. */
export const CHAT_HISTORY_LIMIT = 100;

/** The most conversations a list answers, latest activity first. */
export const CHAT_CONVERSATIONS_LIMIT = 100;
