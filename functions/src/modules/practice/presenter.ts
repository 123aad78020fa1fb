/**
 * Stored practice data → the DTOs of @notesea/contract/practice-rules. Dates become ISO-8601.
 */
import type {
  PracticeCardDto,
  PracticeDueCardDto,
  PracticeRating,
  PracticeReviewResultDto,
  PracticeScheduleDto,
} from '@notesea/contract/practice-rules';
import type { DeckCard } from './deck.js';
import type { CardSchedule } from './schedule.js';

export function presentCard(card: DeckCard): PracticeCardDto {
  return {
    _id: card.id,
    kind: card.kind,
    front: card.front,
    back: card.back,
    unit: card.unit,
    topicId: card.topicId,
    source: {
      type: 'note',
      _id: card.source.noteId,
      page: card.source.page,
      ...(card.source.pageEnd && { pageEnd: card.source.pageEnd }),
    },
    ...(card.askedIn && { askedIn: card.askedIn }),
  };
}

export function presentSchedule(state: CardSchedule): PracticeScheduleDto {
  return {
    due: state.due.toISOString(),
    state: state.state,
    reps: state.reps,
    lapses: state.lapses,
    stability: round(state.stability),
    difficulty: round(state.difficulty),
  };
}

export function presentDueCard(
  card: DeckCard,
  state: CardSchedule,
  next: Record<PracticeRating, Date>,
): PracticeDueCardDto {
  return {
    ...presentCard(card),
    ...presentSchedule(state),
    subjectId: card.subjectId,
    next: {
      1: next[1].toISOString(),
      2: next[2].toISOString(),
      3: next[3].toISOString(),
      4: next[4].toISOString(),
    },
  };
}

export function presentReview(cardId: string, state: CardSchedule): PracticeReviewResultDto {
  return { cardId, ...presentSchedule(state), scheduledDays: state.scheduledDays };
}

/** Four decimals: enough for a schedule, without float noise in the answer. */
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
