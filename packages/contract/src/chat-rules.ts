/**
 * Chat-room rules shared by the API and the web app (`@notesea/contract/chat-rules`): limits and
 * messages, without zod. `chat.ts` builds its schemas from these and re-exports them; the web
 * imports this file, so the chat pages do not download zod (~22 KB gzip) for a length limit.
 * The Assignment Partner's rules are `partner-rules.ts`.
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
