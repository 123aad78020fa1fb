import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isClientError } from '@/lib/api-client';
import { useSemesters } from '../api/get-semesters';

export function SemesterGrid() {
  const semesters = useSemesters();

  if (semesters.isPending) return <Spinner label="Loading semesters…" />;
  if (semesters.isError) {
    return (
      <ErrorMessage
        message={getErrorMessage(semesters.error, 'Could not load semesters.')}
        onRetry={isClientError(semesters.error) ? undefined : () => void semesters.refetch()}
      />
    );
  }
  if (semesters.data.length === 0) return <EmptyState message="No semesters available yet." />;

  return (
    <ul className="card-grid">
      {semesters.data.map((semester) => (
        <li key={semester._id}>
          <Link className="card card--link" to={paths.semester.getHref(semester._id)}>
            {semester.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
