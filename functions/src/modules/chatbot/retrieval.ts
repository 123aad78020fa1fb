/**
 * Retrieval for the Assignment Partner: the note passages most relevant to a question, from the
 * search index (modules/search) — the same ranking students get from the search box — grounded by
 * ./grounding.ts (notes only, explaining pages before listing pages, consecutive pages as one
 * passage) and the papers that asked it (./asked-in.ts). Page text comes from the index in memory,
 * so an answer costs no Firestore read for its pages (figures: docs/partner-grounding.md). No
 * embeddings: `npm run eval:partner` measures it.
 */
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { readStored } from '../../lib/stored.js';
import { noteConverter } from '../notes/stored.js';
import { pageConverter, pageRef } from '../content/stored.js';
import type { ChatbotAskedInDto } from '@notesea/contract/partner';
import type { SearchIndex } from '../search/search-index.js';
import { searchIndex } from '../search/service.js';
import { askedIn, storedPaperQuestions, type PaperQuestionsOf } from './asked-in.js';
import { notePassages } from './grounding.js';
import { MAX_PASSAGES, passageLabel, type Passage } from './prompt.js';

/** Where the student is asking from: a subject picked in the window, or an open reader page. */
export interface RetrievalScope {
  subjectId?: string;
  noteId?: string;
  page?: number;
}

/** What a question is answered from. */
export interface Retrieved {
  /** Best first; note pages only. */
  passages: Passage[];
  /** A line of context for the prompt; '' outside the reader. */
  context: string;
  /** Papers that asked the question (context, never sources). */
  askedIn: ChatbotAskedInDto[];
}

/**
 * The passages for a question, best first, and a line of context for the prompt.
 * An open reader page comes first ("explain this page"); then the best note passages, restricted
 * to `subjectId` when given, without repeating that page.
 * @returns at most MAX_PASSAGES passages
 */
export async function retrievePassages(
  question: string,
  scope: RetrievalScope,
): Promise<Retrieved> {
  const index = await searchIndex.get();
  const open = scope.noteId && scope.page ? await openPage(index, scope.noteId, scope.page) : null;
  return groundedRetrieval(index, question, scope, open, storedPaperQuestions(index));
}

/**
 * The retrieval itself over a given index (the eval builds one from the real corpus).
 * @param open the reader's open page as a passage, or null
 * @param questionsOf a paper's questions, for "Asked in"
 */
export async function groundedRetrieval(
  index: SearchIndex,
  question: string,
  scope: RetrievalScope,
  open: Passage | null,
  questionsOf: PaperQuestionsOf,
): Promise<Retrieved> {
  const passages: Passage[] = notePassages(index, question, {
    subjectId: scope.subjectId,
    skip: open ? { contentId: open._id, page: open.page } : undefined,
    limit: MAX_PASSAGES - (open ? 1 : 0),
  });
  const asked = await askedIn(index, question, scope.subjectId, questionsOf);
  if (!open) return { passages, context: '', askedIn: asked };
  return {
    passages: [open, ...passages],
    context: `The student is reading ${passageLabel(open)} (passage [1]).`,
    askedIn: asked,
  };
}

/**
 * The reader's open page as a passage: from the index when it holds the note (no read), else
 * read (2 reads: a note published seconds ago); null when the note or page is unknown.
 */
async function openPage(index: SearchIndex, noteId: string, page: number): Promise<Passage | null> {
  const content = index.content(noteId);
  const indexed = index.page(noteId, page);
  if (content?.type === 'note' && indexed) {
    return {
      type: 'note',
      _id: noteId,
      title: content.title,
      subjectName: content.subjectName,
      unit: content.unit,
      page,
      text: indexed.text,
    };
  }
  const [note, text] = await db().getAll(
    db().collection(COLLECTIONS.notes).doc(noteId),
    pageRef(noteId, page).withConverter(null),
  );
  const stored = readStored(noteConverter, note);
  // A page whose text does not fit (logged) is unknown, as one never written.
  const pageText = readStored(pageConverter, text);
  if (!stored || !pageText) return null;
  return {
    type: 'note',
    _id: noteId,
    title: stored.title,
    subjectName: stored.subjectName ?? '',
    unit: stored.unit ?? null,
    page,
    text: pageText.text,
  };
}
