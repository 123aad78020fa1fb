import type { PracticeRating, PracticeReviewResultDto } from '@notesea/contract/practice-rules';
import { api } from '@/lib/api-client';

/** Body of POST /practice/reviews: `reviewId` is the idempotency key, kept across retries. */
export type PracticeReview = {
  cardId: string;
  rating: PracticeRating;
  reviewId: string;
  /** When the student rated the card (ISO-8601), which for an offline review is before sending. */
  reviewedAt: string;
};

/**
 * Records one rating. Sent through the device's review queue (lib/review-queue.ts), never
 * directly, so a review made offline or lost to the network is sent later, once.
 */
export function createPracticeReview(review: PracticeReview): Promise<PracticeReviewResultDto> {
  const { cardId, rating, reviewId, reviewedAt } = review;
  return api.post<PracticeReviewResultDto>('/practice/reviews', {
    cardId,
    rating,
    reviewId,
    reviewedAt,
  });
}
