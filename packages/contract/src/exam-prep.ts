/**
 * Exam-prep contracts shared by the API and the web app (`@notesea/contract/exam-prep`).
 * Import nothing but 'zod' (and sibling shared files) here: this file is bundled into the browser.
 */
import { z } from 'zod';

/** A question of a topic, newest paper first. `paperId` opens as `/pyqs/{paperId}?page={page}`. */
export interface TopicQuestionDto {
  paperId: string;
  year: number;
  page: number;
  /** As printed: '3', '2(b)'. */
  number: string;
  text: string;
}

/**
 * `GET /api/semesters/subjects/:subjectId/topics` item: questions that ask the same thing across
 * years. Most-asked first; topics without a unit (`unit: null`, no note answers them) last.
 */
export interface TopicDto {
  /** Stable while the topic's earliest question stays published. */
  topicId: string;
  /** 1–5: the unit of the subject's notes that answers it; null when none does. */
  unit: number | null;
  /** Short readable label, e.g. 'AVL trees'. */
  topic: string;
  /** How many questions (over all papers) ask it. */
  count: number;
  /** Distinct years asked, newest first. */
  years: number[];
  questions: TopicQuestionDto[];
  /** Up to 3 note pages that answer it, best first; open as `/notes/{noteId}?page={page}`. */
  notes: { noteId: string; page: number }[];
}

/** Body of `PUT /api/revision/:subjectId/:topicId`. */
export const revisionBodySchema = z.object(
  { done: z.boolean({ error: 'done must be true or false' }) },
  { error: 'Request body must be a JSON object' },
);

export type RevisionBody = z.infer<typeof revisionBodySchema>;

/** `PUT /api/revision/:subjectId/:topicId` answer. */
export interface RevisionMarkDto {
  subjectId: string;
  topicId: string;
  done: boolean;
}

/**
 * `GET /api/revision/:subjectId`: the topic ids the student ticked, sorted by id. May hold
 * ids of topics that no longer exist (a paper was withdrawn): show the intersection with the
 * subject's topics.
 */
export interface RevisionDto {
  subjectId: string;
  done: string[];
}

/**
 * `GET /api/revision` item: a subject the student has ticked topics of or opened a note of, with
 * how many of its current topics are done.
 */
export interface RevisionProgressDto {
  subjectId: string;
  subjectTitle: string;
  semesterId: string;
  /** Ticked topics that are among the subject's current topics. */
  done: number;
  /** The subject's topics now (0 when it has no papers). */
  total: number;
}
