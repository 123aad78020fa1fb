import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format';
import { safeExternalUrl } from '@/utils/safe-url';
import { useUserPdfs } from '../api/get-user-pdfs';

/** "My PDFs": the notes this user opened, newest first as the API sends them. */
export function DownloadsList() {
  const pdfs = useUserPdfs();

  if (pdfs.isPending) return <Spinner label="Loading your PDFs…" />;
  if (pdfs.isError) {
    return <QueryError query={pdfs} fallback="Could not load your PDFs." />;
  }
  if (pdfs.data.length === 0) {
    return (
      <EmptyState message="You have not opened any notes yet.">
        <Link className="btn btn--primary" to={paths.dashboard.getHref()}>
          Browse semesters
        </Link>
      </EmptyState>
    );
  }

  return (
    <ul className="download-list" aria-label="Opened notes">
      {pdfs.data.map((pdf) => {
        const url = safeExternalUrl(pdf.fileUrl);
        return (
          <li key={pdf._id} className="card">
            <h2 className="download-list__subject">{pdf.subject}</h2>
            <p className="subtitle">{pdf.semester}</p>
            <p>
              Last opened <time dateTime={pdf.uploadedAt}>{formatDateTime(pdf.uploadedAt)}</time>
            </p>
            {url && (
              <a href={url} target="_blank" rel="noopener noreferrer">
                Open PDF<span className="visually-hidden"> of {pdf.subject} (new tab)</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
