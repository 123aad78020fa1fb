import type { ChatMessageDto } from '@notesea/contract/chat';

/** A chat-room message; `pending` only on this tab's own message while the server has not answered. */
export type ChatMessage = ChatMessageDto & { pending?: boolean };

/**
 * The open room as cached: the latest messages oldest first (grown by each poll and send), and
 * whether the first load was full, i.e. older messages may exist ("Load older").
 */
export type ChatRoomData = { messages: ChatMessage[]; hasOlder: boolean };
