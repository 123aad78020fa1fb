/** Stored chat messages → API bodies (docs/product.md §3: _id, text, createdAt, user.name; plus `mine`). */
import { toIso, type Stored } from '../../lib/present.js';
import type { ChatMessageDto } from '@notesea/contract/chat';
import type { StoredChatMessage } from './stored.js';

/**
 * The author's uid stays on the server; only the name they had when posting is shown, and
 * `mine` tells the viewer (`viewerUid`) which messages are their own.
 */
export function presentChatMessage(
  { id, data }: Stored<StoredChatMessage>,
  viewerUid: string,
): ChatMessageDto {
  return {
    _id: id,
    text: data.text,
    createdAt: toIso(data.createdAt),
    user: { name: data.userName },
    mine: data.uid === viewerUid,
  };
}
