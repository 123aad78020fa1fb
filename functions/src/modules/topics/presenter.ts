/**
 * Stored topics → `TopicDto` (@notesea/contract/exam-prep). The pipeline writes them in this shape; the
 * presenter still reads each field defensively and drops anything else.
 */
import { asNumber, asString } from '../../lib/present.js';
import type { TopicDto } from '@notesea/contract/exam-prep';

export function presentTopic(value: unknown): TopicDto {
  const topic = (value ?? {}) as Record<string, unknown>;
  const list = (items: unknown) => (Array.isArray(items) ? items : []) as Record<string, unknown>[];
  return {
    topicId: asString(topic.topicId),
    unit: asNumber(topic.unit),
    topic: asString(topic.topic),
    count: asNumber(topic.count) ?? 0,
    years: list(topic.years).map((year) => asNumber(year) ?? 0),
    questions: list(topic.questions).map((q) => ({
      paperId: asString(q.paperId),
      year: asNumber(q.year) ?? 0,
      page: asNumber(q.page) ?? 1,
      number: asString(q.number),
      text: asString(q.text),
    })),
    notes: list(topic.notes).map((n) => ({
      noteId: asString(n.noteId),
      page: asNumber(n.page) ?? 1,
    })),
  };
}
