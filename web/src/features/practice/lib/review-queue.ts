/**
 * Reviews waiting to reach the server, kept in localStorage so none is lost to a closed tab, a
 * lost connection or a session done offline (docs/practice-web.md).
 *
 * Every rating is queued first and then sent (an outbox): the session moves on at once, and a
 * review leaves the queue only once the server has answered it, 2xx or a 4xx other than 401 (a
 * refusal that repeating cannot change). A network error, a 5xx or an ended session (401) keeps
 * it for the next try: when the device comes back online, when the app starts, or with the next
 * rating. Each review keeps the `reviewId` and `reviewedAt` it was made with, and the server
 * counts a `reviewId` once, so a review sent twice (two tabs) still counts once; within a tab,
 * one send runs at a time, so none is even sent twice.
 */
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { createPracticeReview, type PracticeReview } from '../api/create-practice-review';
import { subscribeStorageKey } from '@/lib/storage-subscription';

/** A queued review, with the subject it belongs to (not sent; it filters that subject's queue). */
export type QueuedReview = PracticeReview & { subjectId: string };

const STORAGE_KEY = 'notesea.practice.reviews';
const listeners = new Set<() => void>();

function isQueuedReview(value: unknown): value is QueuedReview {
  if (typeof value !== 'object' || value === null) return false;
  const review = value as Record<string, unknown>;
  return (
    typeof review.cardId === 'string' &&
    typeof review.reviewId === 'string' &&
    typeof review.reviewedAt === 'string' &&
    typeof review.subjectId === 'string' &&
    [1, 2, 3, 4].includes(review.rating as number)
  );
}

/** The queue, oldest first; empty when storage is unavailable or holds something unreadable. */
export function readQueuedReviews(): QueuedReview[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedReview) : [];
  } catch {
    return [];
  }
}

function write(reviews: QueuedReview[]): void {
  try {
    if (reviews.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(reviews));
  } finally {
    listeners.forEach((listener) => listener());
  }
}

/** Adds a review to the end of the queue. Does not send it: see sendQueuedReviews. */
export function queueReview(review: QueuedReview): void {
  write([...readQueuedReviews(), review]);
}

function remove(reviewId: string): void {
  write(readQueuedReviews().filter((review) => review.reviewId !== reviewId));
}

/** Called when the queue changes, in this tab or (storage event) another. */
export function subscribeQueuedReviews(listener: () => void): () => void {
  return subscribeStorageKey(STORAGE_KEY, listeners, listener);
}

/** Whether the server has settled the review: accepted it, or refused it for good. */
function settled(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
  );
}

let running: Promise<number> | undefined;
let again = false;
/** The last send stopped at a review it could not send (offline, network error, 5xx, 401). */
let stalled = false;

function setStalled(value: boolean): void {
  if (stalled === value) return;
  stalled = value;
  listeners.forEach((listener) => listener());
}

/** Whether the last send left reviews behind, as opposed to one being on its way. */
export function isSendingStalled(): boolean {
  return stalled;
}

/**
 * Sends the queued reviews in order, stopping at the first that cannot be sent now (offline,
 * network error, 5xx, 401). Resolves with how many the server settled. A call while a send runs
 * joins it, and makes it look at the queue once more when done (a review added meanwhile).
 */
export function sendQueuedReviews(): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let sent = 0;
    do {
      again = false;
      for (const review of readQueuedReviews()) {
        if (!onlineManager.isOnline()) {
          setStalled(true);
          return sent;
        }
        try {
          await createPracticeReview(review);
        } catch (error) {
          if (!settled(error)) {
            setStalled(true);
            return sent;
          }
        }
        remove(review.reviewId);
        sent += 1;
      }
    } while (again);
    setStalled(false);
    return sent;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** A review id: a UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newReviewId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
