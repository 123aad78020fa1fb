/**
 * A subject's practice deck from its exam-prep topics and its note pages (issue 32). Pure: the
 * build that reads and writes Firestore is deck-store.ts.
 *
 * - Exam cards, one per topic that a note page answers: the front is the topic's clearest
 *   question as printed, the back the passage of its best note page that explains it
 *   (note-cards.ts `bestPassage`), with the papers that asked it. A topic no note page answers
 *   gets no card: a card's back must come from the notes, never be made up.
 * - Note cards: terms and ideas of single note pages (note-cards.ts `extractNoteCards`), each
 *   given the topic whose "Read in notes" pages include its page.
 * - Order (`rank`): the most-asked topics first, each topic's exam card before its note cards,
 *   then note cards with no topic, by unit and page. New cards are introduced in this order.
 * - Ids are stable across rebuilds: an exam card's is its topic's (stable while the topic's
 *   earliest question stays published), a note card's comes from its note and its front.
 */
import { createHash } from 'node:crypto';
import type { Topic } from '../topics/topics.js';
import { bestPassage, extractNoteCards, type NoteCardDraft, type NotePage } from './note-cards.js';
import type { StoredCard } from './schema.js';

/** A deck card: the stored document plus its id. */
export interface DeckCard extends StoredCard {
  id: string;
}

export interface Deck {
  cards: DeckCard[];
  examCards: number;
  noteCards: number;
  topicsWithoutPage: number;
}

/** Longest front of an exam card, characters (a whole question with its parts is longer). */
const FRONT_MAX = 400;

/**
 * Builds the deck.
 * @param subjectId the subject
 * @param topics its stored topics, most-asked first (topics.ts)
 * @param pages its note pages with their text (listing pages marked), any order
 * @param noteCards the note cards to use; by default extracted from `pages` by the local rules
 *   (production may pass Gemini's, gemini-cards.ts)
 */
export function buildDeck(
  subjectId: string,
  topics: Topic[],
  pages: NotePage[],
  noteCards: NoteCardDraft[] = extractNoteCards(pages),
): Deck {
  const textOf = new Map(pages.map((p) => [`${p.noteId}#${p.page}`, p]));
  const topicOfPage = new Map<string, { topicId: string; order: number }>();
  const exam: { card: Omit<DeckCard, 'rank'>; order: number }[] = [];
  let topicsWithoutPage = 0;

  topics.forEach((topic, order) => {
    for (const { noteId, page } of topic.notes) {
      const key = `${noteId}#${page}`;
      if (!topicOfPage.has(key)) topicOfPage.set(key, { topicId: topic.topicId, order });
    }
    const question = topic.questions[topic.clearest] ?? topic.questions[0];
    const answer = topic.notes.map((n) => textOf.get(`${n.noteId}#${n.page}`)).find(Boolean);
    if (!question || !answer) {
      topicsWithoutPage++;
      return;
    }
    const back = bestPassage(answer.text, question.text);
    if (!back) {
      topicsWithoutPage++;
      return;
    }
    exam.push({
      order,
      card: {
        id: `pyq_${topic.topicId}`,
        subjectId,
        kind: 'pyq',
        front: clip(question.text.replace(/\s+/g, ' ').trim(), FRONT_MAX),
        back,
        unit: topic.unit ?? answer.unit,
        topicId: topic.topicId,
        source: { noteId: answer.noteId, page: answer.page },
        askedIn: topic.questions.map(({ year, session, number }) => ({ year, session, number })),
      },
    });
  });

  const notes = noteCards.map((draft, position) => {
    const topic = topicOfPage.get(`${draft.noteId}#${draft.page}`);
    return {
      order: topic?.order ?? Number.MAX_SAFE_INTEGER,
      position,
      card: {
        id: cardIdOf(draft.noteId, draft.front),
        subjectId,
        kind: 'note' as const,
        front: draft.front,
        back: draft.back,
        unit: draft.unit,
        topicId: topic?.topicId ?? null,
        source: { noteId: draft.noteId, page: draft.page },
      },
    };
  });

  const seen = new Set<string>();
  const ordered = [
    ...exam.map(({ card, order }) => ({ card, order, kind: 0, position: 0 })),
    ...notes.map(({ card, order, position }) => ({ card, order, kind: 1, position })),
  ]
    .sort(
      (a, b) =>
        a.order - b.order ||
        a.kind - b.kind ||
        (a.card.unit ?? 99) - (b.card.unit ?? 99) ||
        a.position - b.position,
    )
    .filter(({ card }) => !seen.has(card.id) && seen.add(card.id));

  return {
    cards: ordered.map(({ card }, rank) => ({ ...card, rank })),
    examCards: exam.length,
    noteCards: ordered.length - exam.length,
    topicsWithoutPage,
  };
}

/**
 * A note card's id: 'note_' + 16 hex of SHA-256 of its note and its front (case and spacing
 * ignored), so a rebuild that finds the same term on the same note keeps the student's schedule.
 */
export function cardIdOf(noteId: string, front: string): string {
  const key = `${noteId}\n${front.toLowerCase().replace(/\s+/g, ' ').trim()}`;
  return `note_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

/**
 * A fingerprint of a deck's cards: equal decks have equal versions. Instances key their cache of a
 * subject's cards on it (service.ts).
 */
export function deckVersion(cards: DeckCard[]): string {
  const hash = createHash('sha256');
  for (const card of cards) hash.update(JSON.stringify(card));
  return hash.digest('hex').slice(0, 16);
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
