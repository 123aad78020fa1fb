import { useOnline } from '@/features/offline/hooks/use-online';
import { PracticeOverview } from '@/features/practice/components/practice-overview';
import { QueuedReviewsNotice } from '@/features/practice/components/queued-reviews-notice';

export default function PracticePage() {
  const online = useOnline();
  return (
    <>
      <title>Practice · NoteSea</title>
      <header className="page-header">
        <h1>Practice</h1>
        <p className="subtitle">
          Short daily reviews of your subjects&apos; exam topics, spaced so you remember them on
          exam day.
        </p>
      </header>
      <QueuedReviewsNotice online={online} />
      <PracticeOverview />
    </>
  );
}
