import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useOnline } from '@/features/offline/hooks/use-online';
import { practiceStatsQueryOptions } from '@/features/practice/api/get-practice-stats';
import { PracticeSession } from '@/features/practice/components/practice-session';
import { QueuedReviewsNotice } from '@/features/practice/components/queued-reviews-notice';

/** `?unit=3` → 3; anything else → all units. */
function readUnit(search: string): number | null {
  const unit = Number(new URLSearchParams(search).get('unit'));
  return Number.isInteger(unit) && unit > 0 ? unit : null;
}

export default function PracticeSessionPage() {
  // The route pattern guarantees the param; '' only satisfies the type checker.
  const { subjectId = '' } = useParams();
  // Not useSearchParams: see routes/app/subject.tsx (landing budget).
  const { search } = useLocation();
  const unit = readUnit(search);
  const online = useOnline();
  // The subject's name when /practice was open before; the due answer carries none.
  const title = useQueryClient()
    .getQueryData(practiceStatsQueryOptions().queryKey)
    ?.subjects.find((subject) => subject.subjectId === subjectId)?.title;

  return (
    <>
      <title>{`${title ?? 'Practice'} · NoteSea`}</title>
      <header className="page-header">
        <Link className="back-link" to={paths.practice.getHref()}>
          <span aria-hidden="true">← </span>
          Practice
        </Link>
        <h1>{title ?? 'Practice'}</h1>
        <p className="subtitle">
          {unit === null ? 'Today’s cards' : `Unit ${unit} · today’s cards`}. Space shows the
          answer; 1–4 rate it.
        </p>
      </header>
      <QueuedReviewsNotice online={online} />
      {/* Another subject or unit is another session. */}
      <PracticeSession key={`${subjectId}-${unit}`} subjectId={subjectId} unit={unit} />
    </>
  );
}
