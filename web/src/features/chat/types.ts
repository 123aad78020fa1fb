import type { ChatMessageDto } from '@shared/chat';

/** A chat-room message; `pending` only on this tab's own message while the server has not answered. */
export type ChatMessage = ChatMessageDto & { pending?: boolean };
