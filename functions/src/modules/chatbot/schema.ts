/**
 * Request schemas of the Assignment Partner's own routes. The question and conversation bodies
 * are shared with the web app (shared/chat.ts); the path parameter is the API's alone.
 */
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

/** `/chatbot/conversations/:conversationId`: a bad id is 400 'conversationId …' (docId). */
export const conversationParamsSchema = z.object({ conversationId: docId('conversationId') });
