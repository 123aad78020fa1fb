/**
 * Request schemas and stored shapes of the topics endpoint.
 *
 * Stored (written only by the content pipeline, pipeline.ts):
 * - `pyqQuestions/{paperId}-{number}`: `subjectId`, `semesterId`, `paperId`, `year`, `session`,
 *   `number` ('2(b)'), `marks` (number | null), `text`, `page` (1-based), `unit` (number | null),
 *   `notePages` ([{ noteId, page, unit, score }], best first), `order` (printed position).
 * - `subjectTopics/{subjectId}`: `subjectId`, `topics` (TopicDto[], already sorted),
 *   `questions` (count), `changes` / `computedFrom` (change counter, pipeline.ts), `updatedAt`.
 */
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

export const topicsParamsSchema = z.object({ subjectId: docId('subjectId') });
