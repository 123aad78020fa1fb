/**
 * Assignment Partner (chatbot) rules shared by the API and the web app
 * (`@notesea/contract/partner-rules`): limits and messages, without zod. `partner.ts` builds its
 * schemas from these and re-exports them; the web imports this file, so the Partner's window
 * does not download zod (~22 KB gzip) for a length limit.
 */

/** Longest chatbot question, characters after trimming. */
export const CHATBOT_MESSAGE_MAX = 2000;
/** Earlier turns the server passes to the model; older ones in `history` are ignored. */
export const CHATBOT_HISTORY_TURNS = 10;
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
