/**
 * Where a deck's note cards come from (issue 32):
 * - in production, with a Gemini key: Gemini per note page under a JSON response schema, through
 *   the grounding gate (gemini-cards.ts). A page's cards are kept in
 *   `practicePageCards/{noteId}-p{page}` with a hash of the page's text, so a rebuild (every new
 *   paper of the subject causes one) asks Gemini only about pages that are new or changed. A page
 *   whose request failed gets the local rules' cards this time and is asked again next build;
 * - in the emulator, and without a key: the local rules (note-cards.ts). Setting
 *   NOTESEA_PRACTICE_GEMINI=1 in the emulator sends the pages to the Gemini stub instead, which
 *   answers the same schema (tools/src/dev-services/gemini-stub.mjs).
 */
import { createHash } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { z } from 'zod';
import { isEmulator } from '../../config.js';
import { geminiConfig } from '../../integrations/gemini.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { inBatches } from '../../lib/batches.js';
import { db } from '../../lib/firebase.js';
import { fitting, storedConverter } from '../../lib/stored.js';
import { generateNoteCards, geminiCardsModel, type CardsModel } from './gemini-cards.js';
import {
  NOTE_CARDS_PER_SUBJECT,
  extractNoteCards,
  type NoteCardDraft,
  type NotePage,
} from './note-cards.js';

/** Gemini requests in flight per build: the 300 s trigger holds ~300 pages at ~4 s each. */
const CONCURRENCY = 4;

const storedPageCardsSchema = z.object({
  subjectId: z.string(),
  textHash: z.string(),
  cards: z.array(
    z.object({
      front: z.string(),
      back: z.string(),
      noteId: z.string(),
      page: z.number().int(),
      unit: z.number().int().nullable(),
      quote: z.string(),
    }),
  ),
  /** Cards Gemini proposed for the page that the gate refused. */
  dropped: z.number().int().min(0),
});
const pageCardsConverter = storedConverter(storedPageCardsSchema);
type StoredPageCards = z.infer<typeof storedPageCardsSchema>;

/** Where Gemini's cards of a subject's pages are kept between builds. */
export interface PageCardsCache {
  /** The kept entries by page key (`{noteId}-p{page}`). */
  read(): Promise<Map<string, StoredPageCards>>;
  write(entries: { key: string; value: StoredPageCards }[]): Promise<void>;
}

/** The Firestore cache: `practicePageCards/{noteId}-p{page}`. 1 query to read, 1 write a page. */
export function firestorePageCards(subjectId: string): PageCardsCache {
  const collection = () =>
    db().collection(COLLECTIONS.practicePageCards).withConverter(pageCardsConverter);
  return {
    async read() {
      const cached = await collection().where('subjectId', '==', subjectId).get();
      const byKey = new Map<string, StoredPageCards>();
      for (const doc of cached.docs) {
        const value = fitting(doc.data());
        if (value) byKey.set(doc.id, value);
      }
      return byKey;
    },
    async write(entries) {
      await inBatches(entries, (batch, { key, value }) => batch.set(collection().doc(key), value));
    },
  };
}

export interface NoteCardsResult {
  cards: NoteCardDraft[];
  source: 'gemini' | 'rules';
  /** Gemini's cards refused by the grounding gate, over every page (cached ones included). */
  dropped: number;
  /** Pages sent to Gemini in this build. */
  asked: number;
  /** Pages whose request failed (their cards came from the rules this time). */
  failedPages: number;
}

/** The model to use, or null for the local rules (module docstring). */
export function noteCardsModel(): CardsModel | null {
  const config = geminiConfig();
  if (!config) return null;
  if (isEmulator() && process.env.NOTESEA_PRACTICE_GEMINI !== '1') return null;
  return geminiCardsModel(config);
}

/**
 * The note cards of a subject's pages.
 * @param model Gemini's (noteCardsModel) or null for the rules
 * @param cache where Gemini's cards are kept between builds (tests pass one in memory)
 * Cost with a model: 1 query (the cached pages) + 1 write per page asked.
 */
export async function noteCardsOf(
  subjectId: string,
  pages: NotePage[],
  model: CardsModel | null = noteCardsModel(),
  cache: PageCardsCache = firestorePageCards(subjectId),
): Promise<NoteCardsResult> {
  if (!model) {
    return {
      cards: extractNoteCards(pages),
      source: 'rules',
      dropped: 0,
      asked: 0,
      failedPages: 0,
    };
  }
  const byId = await cache.read();
  const perPage: NoteCardDraft[][] = [];
  const toAsk: { index: number; page: NotePage; hash: string }[] = [];
  let dropped = 0;
  pages.forEach((page, index) => {
    if (page.listing) return void (perPage[index] = []);
    const hash = createHash('sha256').update(page.text).digest('hex').slice(0, 24);
    const kept = byId.get(pageKey(page));
    if (kept?.textHash === hash) {
      perPage[index] = kept.cards;
      dropped += kept.dropped;
    } else {
      toAsk.push({ index, page, hash });
    }
  });

  let next = 0;
  let failedPages = 0;
  const fresh: { page: NotePage; hash: string; cards: NoteCardDraft[]; dropped: number }[] = [];
  const worker = async () => {
    for (let i = next++; i < toAsk.length; i = next++) {
      const { index, page, hash } = toAsk[i]!;
      const result = await generateNoteCards([page], model);
      if (result.failedPages > 0) {
        failedPages++;
        perPage[index] = extractNoteCards([page]);
        continue;
      }
      perPage[index] = result.cards;
      dropped += result.dropped;
      fresh.push({ page, hash, cards: result.cards, dropped: result.dropped });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, toAsk.length) }, worker));
  await cache.write(
    fresh.map(({ page, hash, cards, dropped: refused }) => ({
      key: pageKey(page),
      value: { subjectId, textHash: hash, cards, dropped: refused },
    })),
  );

  if (failedPages > 0)
    logger.warn('practice: Gemini failed on note pages', { subjectId, failedPages });
  return {
    cards: perPage.flat().slice(0, NOTE_CARDS_PER_SUBJECT),
    source: 'gemini',
    dropped,
    asked: toAsk.length,
    failedPages,
  };
}

function pageKey(page: NotePage): string {
  return `${page.noteId}-p${page.page}`;
}
