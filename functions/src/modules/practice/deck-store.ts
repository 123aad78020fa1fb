/**
 * Builds and stores a subject's practice deck (deck.ts) when its notes or papers change
 * (triggers.ts), and reads decks for the routes with a per-instance cache.
 *
 * A build reads the subject's topics, notes and note pages, and writes only the cards that
 * changed, deletes cards no longer made, and writes `practiceDecks/{subjectId}` last. Two builds
 * of one subject at once (a paper and a note changing together) both read fresh data; the last
 * to write may briefly leave a card the other removed, which the next build removes. Students'
 * schedules of removed cards stay, and are ignored while their card is absent.
 */
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../../lib/collections.js';
import { inBatches } from '../../lib/batches.js';
import { now } from '../../lib/clock.js';
import { db } from '../../lib/firebase.js';
import { fitting, storedData, storedDocs } from '../../lib/stored.js';
import { notesCollection } from '../notes/stored.js';
import { readStored, storedConverter } from '../../lib/stored.js';
import { pageFields } from '../content/stored.js';
import { subjectTopicsDoc } from '../topics/stored.js';
import { buildDeck, deckVersion, type DeckCard } from './deck.js';
import type { NotePage } from './note-cards.js';
import { noteCardsOf } from './note-card-source.js';
import { storedCardSchema, storedDeckSchema, type StoredDeck } from './schema.js';

export const cardConverter = storedConverter(storedCardSchema);
export const deckConverter = storedConverter(storedDeckSchema);

const cards = () => db().collection(COLLECTIONS.practiceCards).withConverter(cardConverter);
const decks = () => db().collection(COLLECTIONS.practiceDecks).withConverter(deckConverter);
/** What a build reads of a note's pages. */
const DECK_PAGE = pageFields('contentId', 'page', 'text', 'listing');

/**
 * Rebuilds `subjectId`'s deck from what is stored now.
 * @returns the deck document written (counts, version, build time in ms)
 * Cost: 4 queries (topics document, notes, note pages, current cards) + 1 write per changed or
 * removed card + 1 write (the deck document); with Gemini, note-card-source.ts's too.
 */
export async function rebuildDeck(subjectId: string): Promise<StoredDeck> {
  const started = performance.now();
  const [topicsSnap, notesSnap, pagesSnap, current] = await Promise.all([
    subjectTopicsDoc(subjectId).get(),
    notesCollection().where('subjectId', '==', subjectId).get(),
    db()
      .collection(COLLECTIONS.contentPages)
      .where('subjectId', '==', subjectId)
      .where('type', '==', 'note')
      .select(...DECK_PAGE.fields)
      .withConverter(DECK_PAGE.converter)
      .get(),
    cards().where('subjectId', '==', subjectId).get(),
  ]);
  const units = new Map(storedDocs(notesSnap).map(({ id, data }) => [id, data.unit ?? null]));
  // A page or topics document that does not fit its schema (logged) is left out.
  const pages: NotePage[] = storedDocs(pagesSnap)
    .map(({ data }) => ({
      noteId: data.contentId,
      page: data.page,
      unit: units.get(data.contentId) ?? null,
      text: data.text,
      listing: data.listing === true,
    }))
    // Pages of a note not (or no longer) listed are never used (as in search).
    .filter((page) => units.has(page.noteId) && page.page >= 1 && page.text.length > 0)
    .sort((a, b) => a.noteId.localeCompare(b.noteId) || a.page - b.page);

  const noteCards = await noteCardsOf(subjectId, pages);
  const topics = storedData(topicsSnap)?.topics ?? [];
  const deck = buildDeck(subjectId, topics, pages, noteCards.cards);
  const before = new Map(current.docs.map((doc) => [doc.id, fitting(doc.data())]));
  const changed = deck.cards.filter(
    ({ id, ...card }) => JSON.stringify(before.get(id)) !== JSON.stringify(card),
  );
  const kept = new Set(deck.cards.map((card) => card.id));
  const removed = current.docs.filter((doc) => !kept.has(doc.id));
  await inBatches(changed, (batch, { id, ...card }) => batch.set(cards().doc(id), card));
  await inBatches(removed, (batch, doc) => batch.delete(doc.ref));
  const stored: StoredDeck = {
    subjectId,
    cards: deck.cards.length,
    examCards: deck.examCards,
    noteCards: deck.noteCards,
    topicsWithoutPage: deck.topicsWithoutPage,
    noteCardSource: noteCards.source,
    noteCardsDropped: noteCards.dropped,
    version: deckVersion(deck.cards),
    builtAt: Timestamp.fromDate(now()),
    buildMs: Math.round(performance.now() - started),
  };
  await decks().doc(subjectId).set(stored);
  logger.info('practice deck built', {
    subjectId,
    cards: stored.cards,
    examCards: stored.examCards,
    noteCards: stored.noteCards,
    noteCardSource: noteCards.source,
    asked: noteCards.asked,
    dropped: noteCards.dropped,
    failedPages: noteCards.failedPages,
    written: changed.length,
    removed: removed.length,
    buildMs: stored.buildMs,
  });
  return stored;
}

/** Subjects whose cards an instance keeps; least recently used go first. */
const CACHED_DECKS = 32;
const cache = new Map<string, { version: string; cards: DeckCard[] }>();

/**
 * The stored decks of `subjectIds` and their cards, most-asked first (`rank`). Cards come from
 * this instance's cache while the deck's `version` is unchanged.
 * @returns per subject: its cards ([] for a subject without a deck)
 * Cost: 1 batched read (the deck documents) + 1 query per subject whose deck changed.
 */
export async function loadDecks(subjectIds: string[]): Promise<Map<string, DeckCard[]>> {
  const out = new Map<string, DeckCard[]>();
  if (subjectIds.length === 0) return out;
  const snaps = await db().getAll(
    ...subjectIds.map((id) => db().collection(COLLECTIONS.practiceDecks).doc(id)),
  );
  await Promise.all(
    snaps.map(async (snap, i) => {
      const subjectId = subjectIds[i]!;
      const deck = readStored(deckConverter, snap);
      if (!deck) return out.set(subjectId, []);
      const kept = cache.get(subjectId);
      cache.delete(subjectId);
      let list = kept?.version === deck.version ? kept.cards : null;
      if (!list) {
        const query = await cards().where('subjectId', '==', subjectId).get();
        list = query.docs
          .map((doc) => {
            const card = fitting(doc.data());
            return card ? { id: doc.id, ...card } : null;
          })
          .filter((card): card is DeckCard => card !== null)
          .sort((a, b) => a.rank - b.rank);
      }
      cache.set(subjectId, { version: deck.version, cards: list });
      if (cache.size > CACHED_DECKS) cache.delete(cache.keys().next().value!);
      return out.set(subjectId, list);
    }),
  );
  return out;
}
