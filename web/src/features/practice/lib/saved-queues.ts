/**
 * The last due-cards answer of each subject, kept in localStorage so a session opens offline
 * (docs/practice-web.md). A rated card is taken out at once, so reopening the session offline
 * never shows a card again that was already answered. Cards are course text plus the student's
 * schedule, a few KB per subject.
 */
import type { PracticeDueDto } from '@notesea/contract/practice-rules';

const PREFIX = 'notesea.practice.due.';

export type SavedQueue = PracticeDueDto & { savedAt: string };

export function readSavedQueue(subjectId: string): SavedQueue | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(PREFIX + subjectId) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const queue = parsed as Partial<SavedQueue>;
    return Array.isArray(queue.cards) && typeof queue.savedAt === 'string'
      ? (queue as SavedQueue)
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveQueue(subjectId: string, due: PracticeDueDto, now = new Date()): void {
  try {
    localStorage.setItem(
      PREFIX + subjectId,
      JSON.stringify({ ...due, savedAt: now.toISOString() }),
    );
  } catch {
    // Storage full or disabled: the session still works online.
  }
}

/** Takes a rated card out of the subject's saved queue. */
export function forgetSavedCard(subjectId: string, cardId: string): void {
  const saved = readSavedQueue(subjectId);
  if (!saved) return;
  const cards = saved.cards.filter((card) => card._id !== cardId);
  if (cards.length === saved.cards.length) return;
  try {
    localStorage.setItem(PREFIX + subjectId, JSON.stringify({ ...saved, cards }));
  } catch {
    // As above.
  }
}
