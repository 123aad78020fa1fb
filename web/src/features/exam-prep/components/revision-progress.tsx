import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { useRevisionProgress } from '../api/get-revision-progress';
import type { RevisionProgress as Progress } from '../types';
import './exam-prep.css';

/** The dashboard's list: each subject the student opened, with its topics revised so far. */
export function RevisionProgress() {
  const progress = useRevisionProgress();

  if (progress.isPending) {
    // The empty state's box, so the blocks below do not jump when the answer comes (dashboard
    // CLS); a spinner's line is shorter.
    return (
      <div role="status">
        <span className="visually-hidden">Loading revision progress…</span>
        <div className="empty-state card--skeleton" aria-hidden="true">
          <p>&nbsp;</p>
        </div>
      </div>
    );
  }
  if (progress.isError) {
    return <QueryError query={progress} fallback="Could not load revision progress." />;
  }
  if (progress.data.length === 0) {
    return <EmptyState message="No subjects opened yet." />;
  }

  return (
    <ul className="revision-list" aria-label="Revision by subject">
      {progress.data.map((subject) => (
        <li key={subject.subjectId}>
          <SubjectProgress subject={subject} />
        </li>
      ))}
    </ul>
  );
}

function SubjectProgress({ subject }: { subject: Progress }) {
  const { subjectTitle, done, total } = subject;
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;
  return (
    <Link
      className="card card--link revision-item"
      // Straight to the checklist the numbers count.
      to={`${paths.subject.getHref(subject.subjectId)}?tab=prep`}
    >
      <span>{subjectTitle}</span>
      <span className="revision-item__count">
        {total > 0 ? `${done} of ${total} topics revised` : 'No previous-year papers yet'}
      </span>
      {/* Not <progress>: the text above says it all, and the bar is only a picture of it. */}
      {total > 0 && (
        <span className="revision-bar" aria-hidden="true">
          <span className="revision-bar__fill" style={{ width: `${percent}%` }} />
        </span>
      )}
    </Link>
  );
}
