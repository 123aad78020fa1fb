import { ShareButton } from '@/components/share/share-button';
import { readerHref } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { usePyqs } from '../api/get-pyqs';
import { newestFirst } from '../utils/newest-first';
import { pyqTitle } from '../utils/pyq-title';
import { PyqFileLink, PyqLink } from './pyq-link';

/**
 * The PYQs tab: previous-year question papers, newest first. Each opens in the reader; Share and
 * "Open the PDF" (the file itself, in a new tab) sit beside it.
 */
export function SubjectPyqs({ subjectId }: { subjectId: string }) {
  const pyqs = usePyqs(subjectId);

  if (pyqs.isPending) return <Spinner label="Loading question papers…" />;
  if (pyqs.isError) {
    return <QueryError query={pyqs} fallback="Could not load question papers." />;
  }
  if (pyqs.data.length === 0) {
    return <EmptyState message="No question papers yet for this subject." />;
  }

  return (
    <ul className="note-list" aria-label="Question papers">
      {newestFirst(pyqs.data).map((pyq) => (
        <li key={pyq._id} className="note-item">
          <PyqLink pyq={pyq} />
          <ShareButton
            variant="compact"
            path={readerHref('pyq', pyq._id, { page: 1, pinPage: true })}
            what={`the ${pyqTitle(pyq)} paper`}
            title={`${pyqTitle(pyq)} paper · Page 1`}
          />
          <PyqFileLink pyq={pyq} />
        </li>
      ))}
    </ul>
  );
}
