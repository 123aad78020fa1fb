// Response shapes of the exam-prep endpoints, as the API declares them. Type-only:
// the shared file also holds a zod schema, which must not reach the browser bundle.
import type {
  RevisionDto,
  RevisionMarkDto,
  RevisionProgressDto,
  TopicDto,
  TopicQuestionDto,
} from '@notesea/contract/exam-prep';

/** A topic asked in the subject's papers (GET /semesters/subjects/:id/topics). */
export type Topic = TopicDto;

/** One question of a previous-year paper, where it sits in the paper. */
export type TopicQuestion = TopicQuestionDto;

/** GET /revision/:subjectId: the topics this student ticked. */
export type SubjectRevision = RevisionDto;

/** PUT /revision/:subjectId/:topicId, sent and answered. */
export type TopicDone = RevisionMarkDto;

/** GET /revision: one row per subject the student opened. */
export type RevisionProgress = RevisionProgressDto;
