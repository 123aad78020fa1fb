import { useQueuedReviews } from '../hooks/use-queued-reviews';

const reviews = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/**
 * What became of the student's reviews when they could not be sent: offline, or the last try
 * failed. The live region stays in the page, so a change of its text is announced.
 */
export function QueuedReviewsNotice({ online }: { online: boolean }) {
  const { count, stalled } = useQueuedReviews();
  let message = '';
  if (!online) {
    message =
      count > 0
        ? `Offline — ${reviews(count)} will be sent when you're back online`
        : "Offline — your reviews will be sent when you're back online";
  } else if (stalled && count > 0) {
    message = `${reviews(count)} not sent yet. They will be sent when the connection is back.`;
  }
  return (
    <div role="status" className={message ? 'practice-notice' : undefined}>
      {message}
    </div>
  );
}
