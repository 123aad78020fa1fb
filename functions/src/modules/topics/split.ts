/**
 * What the `paperWritten` trigger does: a paper's catalog document (`pyqs/{id}`) was
 * created, replaced, edited or deleted, so its questions follow.
 * - Reads the paper now (events may repeat or arrive out of order; the current state decides)
 *   and the split it last made (`pyqSplits/{id}`: the `generation` and `textSource`/`ocrPages`
 *   it split). The same again (a title edit, a subject rename, a repeated event) changes nothing.
 * - Deleted paper: its questions go, and its subject's topics are recomputed.
 * - Otherwise its pages (`contentPages`, 1 query: `layout` when the content pipeline stored one,
 *   else `text`) are split and stored, the subject's topics recomputed (pipeline.ts), and the
 *   content team told in `contentErrors` (reason `pyq-unparsed`, same id as the content
 *   pipeline's entries) when no question was found, and why: no text at all, text without
 *   numbered questions, or numbered text that reads as notes (paper-notes.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { db } from '../../lib/firebase.js';
import { readStored, storedData, storedDocs } from '../../lib/stored.js';
import { pyqConverter } from '../notes/stored.js';
import type { PageLayout } from '../content/layout.js';
import { contentErrorId } from '../content/object-path.js';
import { contentErrorsCollection, pagesCollection } from '../content/stored.js';
import { removePaperQuestions, storePaperQuestions } from './pipeline.js';
import { splitConverter, splitDoc } from './stored.js';

/** Why a listed paper has no questions (`contentErrors.cause`). */
export type UnparsedCause = 'no-text' | 'no-questions' | 'notes';

/** Fewer non-space characters than this on every page: the paper has no readable text. */
const MIN_TEXT_CHARS = 20;

/**
 * The message the content team reads for a paper without questions.
 * @param pages how many pages the paper has
 */
export function unparsedMessage(cause: UnparsedCause, pages: number): string {
  if (cause === 'notes') {
    return `Notes, not questions: the paper is listed and its ${pages} page(s) have text, but what is numbered in it reads as notes (headings followed by explanations, no marks, nothing asked), so nothing was taken into Exam prep. If it is a page of notes, upload it under notes/ instead.`;
  }
  if (cause === 'no-text') {
    return `No text: the paper is listed, but none of its ${pages} page(s) has readable text (a scan without a text layer, or pages OCR could not read), so its questions are not in Exam prep. Upload a PDF with a text layer or a clearer scan.`;
  }
  return `Text, but no numbered questions: the paper is listed and its ${pages} page(s) have text, but no question numbered 1, 1., 1), Q1, Q.1 or Question 1 was found (is it a question paper?), so its questions are not in Exam prep.`;
}

/**
 * Brings the paper's questions in step with its catalog document.
 * @returns what was done, for logs and tests
 * Cost: 2 reads (the paper, its last split); then, when its generation changed, 1 query for its
 * pages, storePaperQuestions (3 queries + writes + topics recompute), 1 read + 1 write of its
 * error entry, 1 write of the split record.
 */
export async function splitPaper(
  paperId: string,
  subjectIdBefore: string | null,
): Promise<'removed' | 'unchanged' | 'split' | 'unparsed' | 'ignored'> {
  const [paperSnap, lastSnap] = await db().getAll(
    db().collection(COLLECTIONS.pyqs).doc(paperId),
    db().collection(COLLECTIONS.pyqSplits).doc(paperId),
  );
  // A split record that does not fit (logged) counts as never made: the paper is split again.
  const last = readStored(splitConverter, lastSnap);
  // A paper that does not fit its schema is not listed: its questions go as a deleted one's do.
  const paper = readStored(pyqConverter, paperSnap);
  if (!paper) {
    const subjectId = last?.subjectId || subjectIdBefore;
    if (subjectId) await removePaperQuestions(paperId, subjectId);
    if (lastSnap?.exists) await lastSnap.ref.delete();
    return subjectId ? 'removed' : 'ignored';
  }
  // What the split depends on: the published file, and how its text was read (OCR may store a
  // scan's text after the catalog write: textSource / ocrPages then change, the generation not).
  const generation = paper.generation ?? '';
  const read = `${paper.textSource ?? ''}:${paper.ocrPages ?? ''}`;
  if (last && last.generation === generation && (last.read ?? ':') === read) {
    return 'unchanged';
  }
  const { subjectId } = paper;
  const storagePath = paper.storagePath ?? '';
  const pages = await paperPages(paperId);
  const { questions, asNotes } = await storePaperQuestions(
    {
      docId: paperId,
      subjectId,
      semesterId: paper.semesterId,
      year: paper.year,
      session: paper.session,
    },
    pages.map((p) => p.layout ?? p.text),
  );
  const errorRef = contentErrorsCollection().doc(contentErrorId(storagePath));
  let cause: UnparsedCause | null = null;
  if (questions === 0) {
    const textless =
      paper.textSource === 'none' ||
      pages.every((p) => p.text.replace(/\s/g, '').length < MIN_TEXT_CHARS);
    cause = textless ? 'no-text' : asNotes ? 'notes' : 'no-questions';
    logger.warn('paper questions not found', { path: storagePath, reason: 'pyq-unparsed', cause });
    await errorRef.set({
      path: storagePath,
      bucket: /\/b\/([^/]+)\/o\//.exec(paper.pdfUrl)?.[1] ?? '',
      reason: 'pyq-unparsed',
      cause,
      message: unparsedMessage(cause, pages.length),
      bytes: paper.bytes ?? 0,
      generation,
      at: Timestamp.fromDate(now()),
    });
  } else {
    // Only our own entry: a refusal of a newer upload at this path stays (and so does an entry
    // that does not fit its schema, logged: whose it is cannot be told).
    const entry = storedData(await errorRef.get());
    if (entry?.reason === 'pyq-unparsed') await errorRef.delete();
  }
  await splitDoc(paperId).set({
    subjectId,
    generation,
    read,
    questions,
    cause,
    at: Timestamp.fromDate(now()),
  });
  return questions ? 'split' : 'unparsed';
}

/**
 * The paper's pages in order: layout when stored (content/layout.ts; older page documents have
 * none), text always. A page that does not fit its schema (logged) is left out.
 */
async function paperPages(paperId: string): Promise<{ text: string; layout: PageLayout | null }[]> {
  const snap = await pagesCollection().where('contentId', '==', paperId).get();
  return storedDocs(snap)
    .map(({ data }) => ({ page: data.page, text: data.text, layout: data.layout ?? null }))
    .sort((a, b) => a.page - b.page);
}
