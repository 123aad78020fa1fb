// Response shapes of the exam-prep endpoints (API-NOTES.md, issue 16).

/** One question of a previous-year paper, where it sits in the paper. */
export type TopicQuestion = {
  paperId: string;
  year: number;
  page: number;
  /** The paper's own numbering, e.g. "3b". */
  number: string;
  text: string;
};

/** A topic asked in the subject's papers (GET /semesters/subjects/:id/topics). */
export type Topic = {
  topicId: string;
  /** Null: the topic matches no unit of the syllabus ("Other questions"). */
  unit: number | null;
  topic: string;
  count: number;
  /** Distinct years, newest first. */
  years: number[];
  /** Newest first. */
  questions: TopicQuestion[];
  /** The note pages that answer it, best first; empty when none does. */
  notes: { noteId: string; page: number }[];
};

/** GET /revision/:subjectId: the topics this student ticked. */
export type SubjectRevision = { subjectId: string; done: string[] };

/** GET /revision: one row per subject the student opened. */
export type RevisionProgress = {
  subjectId: string;
  subjectTitle: string;
  semesterId: string;
  done: number;
  total: number;
};
