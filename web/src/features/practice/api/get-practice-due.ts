import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeDueDto } from '@notesea/contract/practice-rules';
import { api, ApiError } from '@/lib/api-client';
import { readSavedQueue, saveQueue } from '../lib/saved-queues';
import { practiceQueryKey } from './get-practice-stats';

/** A subject's queue, and when it was saved on this device if that is where it came from. */
export type PracticeQueue = PracticeDueDto & { savedAt?: string };

/** Offline, and this subject's queue was never saved on this device. */
export class QueueNotSavedError extends Error {
  override readonly name = 'QueueNotSavedError';
}

/** The subject's cards due today, each with what every rating would schedule. */
export function getPracticeDue(subjectId: string, signal?: AbortSignal): Promise<PracticeDueDto> {
  return api.get<PracticeDueDto>(`/practice/due?subjectId=${encodeURIComponent(subjectId)}`, {
    signal,
  });
}

/**
 * The server's answer, saved for offline; offline or on a network error, the copy saved last.
 * Only a network failure falls back: an answer of the server's own (404, 401) is the truth.
 */
async function getQueue(subjectId: string, signal?: AbortSignal): Promise<PracticeQueue> {
  const saved = () => {
    const queue = readSavedQueue(subjectId);
    if (!queue) throw new QueueNotSavedError('This subject’s cards are not on this device yet.');
    return queue;
  };
  if (!onlineManager.isOnline()) return saved();
  try {
    const due = await getPracticeDue(subjectId, signal);
    saveQueue(subjectId, due);
    return due;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return saved();
  }
}

export function practiceDueQueryOptions(subjectId: string) {
  return queryOptions({
    queryKey: [...practiceQueryKey, 'due', subjectId],
    queryFn: ({ signal }) => getQueue(subjectId, signal),
    // Runs offline too: the device's copy answers then.
    networkMode: 'always',
    // A session starts from a fresh queue each time it opens, never from one it already rated.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function usePracticeDue(subjectId: string) {
  return useQuery(practiceDueQueryOptions(subjectId));
}
