/**
 * Stored topics → `TopicDto` (@notesea/contract/exam-prep). Topics are read through their schema
 * (./stored.ts), so fields are used as typed; what the DTO does not name (`clearest`, a question's
 * `session`) stays on the server.
 */
import type { TopicDto } from '@notesea/contract/exam-prep';
import type { StoredTopic } from './stored.js';

export function presentTopic(topic: StoredTopic): TopicDto {
  return {
    topicId: topic.topicId,
    unit: topic.unit,
    topic: topic.topic,
    count: topic.count,
    years: topic.years,
    questions: topic.questions.map(({ paperId, year, page, number, text }) => ({
      paperId,
      year,
      page,
      number,
      text,
    })),
    notes: topic.notes.map(({ noteId, page }) => ({ noteId, page })),
  };
}
