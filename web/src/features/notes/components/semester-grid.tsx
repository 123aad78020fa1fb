import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { useSemesters } from '../api/get-semesters';

/** Semesters of the engineering degree (docs/product.md §1): as many placeholders as cards to come. */
const EXPECTED_SEMESTERS = 8;

export function SemesterGrid() {
  const semesters = useSemesters();

  if (semesters.isPending) return <SemesterGridSkeleton />;
  if (semesters.isError) {
    return <QueryError query={semesters} fallback="Could not load semesters." />;
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

/**
 * Placeholder cards of the loaded grid's size, so the blocks below do not jump down when the
 * semesters arrive (a layout shift of ~0.4 on a phone, most of the dashboard's CLS).
 */
function SemesterGridSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading semesters…</span>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: EXPECTED_SEMESTERS }, (_, i) => (
          <li key={i}>
            <span className="card card--skeleton">&nbsp;</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
