/**
 * The Partner's answers and stored conversations → API bodies (docs/architecture.md §2: `_id`, ISO dates); uid
 * and internals stay here.
 */
import { asNumber, asString, toIso, type Stored } from '../../lib/present.js';
import type {
  ChatbotAskedInDto,
  ChatbotReplyDto,
  ChatbotSourceDto,
  ConversationDetailDto,
  ConversationDto,
  ConversationMessageDto,
} from '@notesea/contract/partner';
import type { PartnerAnswer } from './service.js';
import type { StoredConversation, StoredMessage } from './stored.js';

/**
 * A Partner's answer → the body of `POST /chatbot` (and the last events of its stream).
 * `askedIn` and `conversationId` are left out when empty, so the original client's
 * `{ reply, sources }` is unchanged.
 */
export function presentAnswer(answer: PartnerAnswer): ChatbotReplyDto {
  return {
    reply: answer.reply,
    sources: answer.sources.map((s) => presentSource({ ...s })),
    ...(answer.askedIn.length
      ? { askedIn: answer.askedIn.map((a) => presentAskedIn({ ...a })) }
      : {}),
    ...(answer.conversationId ? { conversationId: answer.conversationId } : {}),
  };
}

/**
 * The data of the stream's closing events (`POST /chatbot/stream`): `sources` (`askedIn` rides on
 * it only when there is some: additive) and `done` (`conversationId`, null when not stored).
 */
export function presentStreamEnd(answer: PartnerAnswer) {
  const body = presentAnswer(answer);
  return {
    sources: {
      sources: body.sources,
      ...(body.askedIn ? { askedIn: body.askedIn } : {}),
    },
    done: { conversationId: body.conversationId ?? null },
  };
}

/** A stored conversation (./stored.ts) → a `GET /chatbot/conversations` item. */
export function presentConversation({ id, data }: Stored<StoredConversation>): ConversationDto {
  return {
    _id: id,
    title: data.title,
    subjectId: data.subjectId || null,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
    messageCount: data.messageCount,
  };
}

/** A conversation with its messages, oldest first → `GET /chatbot/conversations/:id`. */
export function presentConversationDetail(
  conversation: Stored<StoredConversation>,
  messages: Stored<StoredMessage>[],
): ConversationDetailDto {
  return { ...presentConversation(conversation), messages: messages.map(presentMessage) };
}

function presentMessage({ id, data }: Stored<StoredMessage>): ConversationMessageDto {
  return {
    _id: id,
    role: data.role,
    text: data.text,
    sources: data.sources.map(presentSource),
    ...(data.askedIn?.length ? { askedIn: data.askedIn.map(presentAskedIn) } : {}),
    createdAt: toIso(data.createdAt),
  };
}

/** A stored or freshly cited source; only the fields the reader link needs. */
export function presentSource(source: Record<string, unknown>): ChatbotSourceDto {
  const type = source.type === 'pyq' ? 'pyq' : 'note';
  const page = asNumber(source.page) ?? 1;
  const pageEnd = asNumber(source.pageEnd);
  return {
    type,
    _id: asString(source._id),
    title: asString(source.title),
    subjectName: asString(source.subjectName),
    ...(type === 'note' ? { unit: asNumber(source.unit) } : { year: asNumber(source.year) }),
    page,
    ...(pageEnd !== null && pageEnd > page ? { pageEnd } : {}),
  };
}

/** A stored or fresh "Asked in" entry; only the fields the web shows and links. */
export function presentAskedIn(entry: Record<string, unknown>): ChatbotAskedInDto {
  return {
    type: 'pyq',
    _id: asString(entry._id),
    title: asString(entry.title),
    subjectName: asString(entry.subjectName),
    year: asNumber(entry.year),
    session: asString(entry.session) || null,
    number: asString(entry.number),
    page: asNumber(entry.page) ?? 1,
    label: asString(entry.label),
  };
}
