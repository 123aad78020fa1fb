/**
 * The stored shapes of exam prep, written only by this module's pipeline (pipeline.ts, split.ts;
 * docs/exam-prep-papers.md): `pyqQuestions/{paperId}-{number}`, `subjectTopics/{subjectId}` and
 * `pyqSplits/{paperId}`. A document that does not fit is a bug or a half-written document: read
 * through the converters here (lib/stored.ts) it is logged and left out of lists, or answers as
 * missing (a subject's topics as none, a paper's last split as never made, so it is split again).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter, storedDocId } from '../../lib/stored.js';

const id = storedDocId;
const timestamp = z.instanceof(Timestamp);
const count = z.number().int().nonnegative();
const pageNumber = z.number().int().positive();
const unit = z.number().int().positive().nullable();

// The entries inside a document are ours alone, typed as interfaces (no index signature): plain
// objects, so a read keeps exactly their fields.

/** A note page that answers a question (units.ts `NoteHit`), best first. */
const noteHitSchema = z.object({
  noteId: z.string(),
  page: pageNumber,
  unit,
  score: z.number(),
  listing: z.boolean().optional(),
});

/**
 * `pyqQuestions/{paperId}-{number}`: one question of a paper as split (paper-drafts.ts
 * `PaperQuestion`), with its paper's place and the unit exam prep gave it: `unitPrinted` from a
 * printed Module / Unit heading, else the notes' (`notePages`, kept in step by `update`).
 */
export const storedQuestionSchema = z.looseObject({
  subjectId: id,
  semesterId: id,
  paperId: id,
  year: z.number().int(),
  session: z.string(),
  /** As printed: '3', '11(a)'. */
  number: z.string().min(1),
  marks: z.number().nullable(),
  text: z.string(),
  page: pageNumber,
  unit,
  unitPrinted: unit,
  section: z.string().nullable(),
  notePages: z.array(noteHitSchema),
  /** Printed position in the paper, 0-based. */
  order: count,
});

/** A topic's question (topics.ts `Topic`); `session` is absent on topics stored before it was. */
const topicQuestionSchema = z.object({
  paperId: z.string(),
  year: z.number().int(),
  page: pageNumber,
  number: z.string(),
  text: z.string(),
  session: z.string().default(''),
});

/** One topic (topics.ts `Topic`); `clearest` is absent on topics stored before it was. */
export const storedTopicSchema = z.object({
  topicId: z.string().min(1),
  unit,
  topic: z.string(),
  count,
  years: z.array(z.number().int()),
  questions: z.array(topicQuestionSchema),
  notes: z.array(z.object({ noteId: z.string(), page: pageNumber })),
  clearest: count.default(0),
});

/**
 * `subjectTopics/{subjectId}`: the subject's topics, already sorted, as one document (Firestore's
 * 1 MiB: topics.ts `fitTopics`). Written in two steps (pipeline.ts `refreshTopics`): `changes`
 * first, by `FieldValue.increment` beside the converter, then a recompute's fields together
 * (`set` with merge). So until a subject's first recompute ends, its document holds `changes`
 * alone, and the recompute's fields are optional.
 */
export const storedSubjectTopicsSchema = z.looseObject({
  changes: count.optional(),
  subjectId: id.optional(),
  topics: z.array(storedTopicSchema).optional(),
  /** How many questions the topics were grouped from. */
  questions: count.optional(),
  /** The `changes` the recompute started from. */
  computedFrom: count.optional(),
  passStartedAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
});

/**
 * `pyqSplits/{paperId}`: the split exam prep last made of a paper (split.ts): of which file
 * (`generation`) read how (`read`: `textSource:ocrPages`, absent on older splits), and what came
 * of it (`questions`; `cause` when none).
 */
export const storedSplitSchema = z.looseObject({
  subjectId: id,
  generation: z.string(),
  read: z.string().optional(),
  questions: count,
  cause: z.enum(['no-text', 'no-questions', 'notes']).nullable(),
  at: timestamp,
});

export type StoredQuestion = z.output<typeof storedQuestionSchema>;
export type StoredTopic = z.output<typeof storedTopicSchema>;
export type StoredSubjectTopics = z.output<typeof storedSubjectTopicsSchema>;

export const questionConverter = storedConverter(storedQuestionSchema);
export const subjectTopicsConverter = storedConverter(storedSubjectTopicsSchema);
export const splitConverter = storedConverter(storedSplitSchema);

/** `pyqQuestions`, read and written through its schema. */
export function questionsCollection() {
  return db().collection(COLLECTIONS.pyqQuestions).withConverter(questionConverter);
}

/** `subjectTopics/{subjectId}`, read and written through its schema. */
export function subjectTopicsDoc(subjectId: string) {
  return db()
    .collection(COLLECTIONS.subjectTopics)
    .doc(subjectId)
    .withConverter(subjectTopicsConverter);
}

/** `pyqSplits/{paperId}`, read and written through its schema. */
export function splitDoc(paperId: string) {
  return db().collection(COLLECTIONS.pyqSplits).doc(paperId).withConverter(splitConverter);
}
