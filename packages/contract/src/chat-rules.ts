/**
 * Chat-room and Assignment Partner (chatbot) rules shared by the API and the web app
 * (`@notesea/contract/chat-rules`): limits and messages, without zod. `chat.ts` builds its schemas from
 * these and re-exports them; the web imports this file, so the chat pages and the chatbot window
 * do not download zod (~22 KB gzip) for a length limit.
 */

/** Longest chat-room message, characters after trimming. */
export const CHAT_TEXT_MAX = 1000;
/** How many messages `GET /api/chat` returns (the latest ones, oldest first). */
export const CHAT_HISTORY_LIMIT = 200;
/** `GET /api/chat?before=<id>`: default and largest `limit` (messages per "Load older" page). */
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 100;
/**
 * `GET /api/chat?after=<id>` returns at most this many (the oldest of the newer ones), so a tab
 * that slept through a flood catches up in a few polls instead of one unbounded read.
 */
export const CHAT_AFTER_LIMIT = 200;

export const CHAT_MESSAGES = {
  textRequired: 'Message text is required',
  textTooLong: `Message must be at most ${CHAT_TEXT_MAX} characters`,
  body: 'Request body must be a JSON object',
  limit: `limit must be a whole number from 1 to ${CHAT_PAGE_MAX}`,
  limitWithoutBefore: 'limit can only be used with before',
  beforeAndAfter: 'Use either before or after, not both',
  notFound: 'Message not found',
} as const;

/** Longest chatbot question, characters after trimming. */
export const CHATBOT_MESSAGE_MAX = 2000;
/** Earlier turns the server passes to the model; older ones in `history` are ignored. */
export const CHATBOT_HISTORY_TURNS = 10;
/** Each earlier turn is cut to this many characters before it reaches the model. */
export const CHATBOT_HISTORY_TEXT_MAX = 2000;
/** Bounds on what a client may send (the server keeps only the last `CHATBOT_HISTORY_TURNS`). */
export const CHATBOT_HISTORY_MAX_ITEMS = 50;
export const CHATBOT_HISTORY_ITEM_MAX = 10_000;

export const CHATBOT_MESSAGES = {
  messageRequired: 'Please type a message',
  messageTooLong: `Message must be at most ${CHATBOT_MESSAGE_MAX} characters`,
  historyType: 'history must be a list of earlier messages',
  historyTooLong: `history must have at most ${CHATBOT_HISTORY_MAX_ITEMS} messages`,
  historyRole: "Each history message needs a role of 'user' or 'model'",
  historyText: 'Each history message needs a text',
  historyTextTooLong: `Each history message must be at most ${CHATBOT_HISTORY_ITEM_MAX} characters`,
  page: 'page must be a whole number from 1 to 10000',
  title: 'title must be text of at most 80 characters',
  body: 'Request body must be a JSON object',
} as const;
