/**
 * The exam-prep step, run by this module's own triggers (triggers.ts, split.ts):
 * - a published paper's pages are split into questions (questions.ts), each given the unit of
 *   its printed Module / Unit heading, else of the subject's notes that answer it (units.ts),
 *   and stored one per document in
 *   `pyqQuestions/{paperId}-{number}`; a re-upload replaces them, a removal deletes them;
 * - then the subject's topics (topics.ts) are recomputed into ONE document
 *   `subjectTopics/{subjectId}` (`{ subjectId, topics: Topic[], questions, changes,
 *   computedFrom, updatedAt }`), which `GET /api/semesters/subjects/{id}/topics` reads as is.
 *
 * Concurrency (papers of one subject are often uploaded together; the light emulator has no
 * transaction isolation, docs/local-stack.md "Emulator modes"): every change first bumps `changes`
 * with `FieldValue.increment`, then recomputes from a fresh query and writes; a recompute that sees
 * `changes` moved while it ran goes again. So the last write always comes from a recompute that
 * started after the last change was stored: a recompute that began before some change either
 * writes before that change's own recompute does, or sees the counter moved and repeats.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { inBatches } from '../../lib/batches.js';
import { now } from '../../lib/clock.js';
import { isNotFoundError } from '../../lib/errors.js';
import { storedData, storedDocs, type Refused } from '../../lib/stored.js';
import { readQuestions, type PaperPage } from './questions.js';
import { fitTopics, groupTopics, type QuestionRecord } from './topics.js';
import { loadSubjectNotes } from './subject-notes.js';
import type { NoteHit, SubjectNotesIndex } from './units.js';
import {
  questionsCollection,
  subjectTopicsDoc,
  type StoredQuestion,
  type StoredSubjectTopics,
} from './stored.js';

/** Recomputes in a row before giving up on a subject whose papers keep changing (logged). */
const MAX_PASSES = 5;
/** Clock skew allowed between function instances when comparing write times, ms. */
const CLOCK_MARGIN_MS = 2_000;

/** The published paper whose questions are (re)stored. */
export interface PaperRef {
  docId: string;
  subjectId: string;
  semesterId: string;
  year: number;
  session: string;
}

/**
 * Splits a just-published paper into questions, replaces its stored questions, and recomputes
 * the subject's topics.
 * @param pages the paper's page layouts, or texts for pages stored without one (index 0 = page 1)
 * @returns how many questions were found (0: the caller records `pyq-unparsed`), and whether
 *   what is numbered in it reads as notes (questions.ts readQuestions)
 * Cost: 2 queries (the paper's old questions, the subject's notes; +1 for the note pages when
 * this instance has no index of the subject's current notes, subject-notes.ts) + 1 write per
 * question, then `refreshTopics`.
 */
export async function storePaperQuestions(
  paper: PaperRef,
  pages: PaperPage[],
): Promise<{ questions: number; asNotes: boolean }> {
  const started = performance.now();
  const { questions: split, asNotes } = readQuestions(pages);
  const [previous, notes] = await Promise.all([
    questionsOf('paperId', paper.docId),
    loadSubjectNotes(paper.subjectId),
  ]);
  const ids = new Set<string>();
  const docs = split.map((question, order) => {
    let id = `${paper.docId}-${question.number.replace(/[^A-Za-z0-9]/g, '')}`;
    if (ids.has(id)) id = `${id}-${order}`;
    ids.add(id);
    const { unit, hits } = notes.match(question.text);
    return {
      id,
      data: {
        subjectId: paper.subjectId,
        semesterId: paper.semesterId,
        paperId: paper.docId,
        year: paper.year,
        session: paper.session,
        number: question.number,
        marks: question.marks,
        text: question.text,
        page: question.page,
        // A printed Module / Unit heading is authoritative; the notes decide otherwise.
        unit: question.unitPrinted ?? unit,
        unitPrinted: question.unitPrinted,
        section: question.section,
        notePages: hits,
        order,
      },
    };
  });
  const assigned = performance.now();
  // Through the schema (stored.ts): a question that does not fit throws rather than being stored.
  const collection = questionsCollection();
  await inBatches(docs, (batch, { id, data }) => batch.set(collection.doc(id), data));
  // By id, whatever the documents hold: one that does not fit goes too.
  const stale = previous.docs.filter((doc) => !ids.has(doc.id));
  await inBatches(stale, (batch, doc) => batch.delete(doc.ref));
  await refreshTopics(paper.subjectId, notes);
  logger.info('paper questions stored', {
    paperId: paper.docId,
    pages: pages.length,
    questions: split.length,
    // Split + load the subject's notes + assign units; then + writes + topics recompute.
    splitAndAssignMs: Math.round(assigned - started),
    totalMs: Math.round(performance.now() - started),
  });
  return { questions: split.length, asNotes };
}

/**
 * Deletes an unpublished paper's questions and recomputes its subject's topics (when it had any).
 * Cost: 1 query + 1 delete per question, then `refreshTopics`.
 */
export async function removePaperQuestions(paperId: string, subjectId: string): Promise<void> {
  const previous = await questionsOf('paperId', paperId);
  if (previous.empty) return;
  await inBatches(previous.docs, (batch, doc) => batch.delete(doc.ref));
  await refreshTopics(subjectId);
}

/**
 * A note of the subject was published, changed or removed: units and note pages may now differ,
 * so the subject's topics are recomputed — only when it has questions, and not when the last
 * completed recompute started after the note was written.
 * @param writtenAt when the note was written (its `updatedAt`); unknown for a removal
 * Cost: 1 query (+1 read when the subject has questions), then refreshTopics when needed.
 */
export async function noteChanged(subjectId: string, writtenAt?: Date): Promise<void> {
  const any = await questionsCollection().where('subjectId', '==', subjectId).limit(1).get();
  if (any.empty) return;
  const topics = writtenAt ? storedData(await subjectTopicsDoc(subjectId).get()) : null;
  // A pass that started reading the notes after this note was written already counts it (the
  // seed's notes are written long before its papers are split). The margin covers clock skew
  // between function instances.
  const passStarted = topics?.passStartedAt;
  if (writtenAt && passStarted && passStarted.toMillis() - CLOCK_MARGIN_MS >= writtenAt.getTime()) {
    return;
  }
  await refreshTopics(subjectId);
}

/**
 * Records a change of the subject's questions and recomputes `subjectTopics/{subjectId}` until
 * no change arrived meanwhile (module docstring). Each pass: 2 reads of the topics document,
 * 2 queries (questions, notes; +1 for note pages when they changed, subject-notes.ts; 1 when
 * `loaded` is given, first pass), 1 write, plus
 * 1 write per question whose unit moved.
 */
export async function refreshTopics(
  subjectId: string,
  /** The subject's notes when the caller just loaded them (saves the first pass a query). */
  loaded?: SubjectNotesIndex,
): Promise<void> {
  const ref = subjectTopicsDoc(subjectId);
  // The increment sentinel does not fit the schema's number, so it skips the converter.
  await ref.withConverter(null).set({ changes: FieldValue.increment(1) }, { merge: true });
  let seen = changesOf(await ref.get());
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const passStartedAt = Timestamp.fromDate(now());
    const [snap, notes] = await Promise.all([
      questionsOf('subjectId', subjectId),
      pass === 1 && loaded ? loaded : loadSubjectNotes(subjectId),
    ]);
    const records: QuestionRecord[] = [];
    const moved: {
      ref: DocumentReference<StoredQuestion | Refused>;
      unit: number | null;
      hits: NoteHit[];
    }[] = [];
    // A question that does not fit (logged) is left out of the topics until its paper is split
    // again.
    for (const { id, data: question } of storedDocs(snap)) {
      const { text } = question;
      const match = notes.match(text);
      const hits = match.hits;
      const unit = question.unitPrinted ?? match.unit;
      if (unit !== question.unit) moved.push({ ref: questionsCollection().doc(id), unit, hits });
      records.push({
        id,
        paperId: question.paperId,
        year: question.year,
        session: question.session,
        number: question.number,
        text,
        page: question.page,
        unit,
        hits,
      });
    }
    // Keep each question's stored unit what the topics say (notes may have changed since).
    // update(), not set(): a question deleted meanwhile (its paper removed) stays deleted.
    await Promise.all(
      moved.map(({ ref: questionRef, unit, hits }) =>
        questionRef.update({ unit, notePages: hits }).catch((error: unknown) => {
          if (!isNotFoundError(error)) throw error;
        }),
      ),
    );
    const topics = fitTopics(groupTopics(records, notes.abbreviations));
    await ref.set(
      {
        subjectId,
        topics,
        questions: records.length,
        computedFrom: seen,
        passStartedAt,
        updatedAt: Timestamp.fromDate(now()),
      },
      { merge: true },
    );
    const after = changesOf(await ref.get());
    if (after === seen) return;
    seen = after;
  }
  logger.warn('topics still changing after recomputes', { subjectId, passes: MAX_PASSES });
}

function questionsOf(field: 'paperId' | 'subjectId', value: string) {
  return questionsCollection().where(field, '==', value).get();
}

/** The stored change counter; 0 for a document that does not fit (the recompute rewrites it). */
function changesOf(snap: DocumentSnapshot<StoredSubjectTopics | Refused>): number {
  return storedData(snap)?.changes ?? 0;
}
