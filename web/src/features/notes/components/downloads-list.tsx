import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format';
import { safeExternalUrl } from '@/utils/safe-url';
import { useUserPdfs } from '../api/get-user-pdfs';
import { formatReadingProgress } from '../utils/format-pages';
import './downloads-list.css';

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
        const progress = formatReadingProgress(pdf.lastPage, pdf.pages);
        return (
          <li key={pdf._id} className="card">
            <h3 className="download-list__subject">{pdf.subject}</h3>
            <p className="subtitle">{pdf.semester}</p>
            {/* No date rather than a wrong one where the server has none (uploadedAt null). */}
            {pdf.uploadedAt && (
              <p>
                Last opened <time dateTime={pdf.uploadedAt}>{formatDateTime(pdf.uploadedAt)}</time>
              </p>
            )}
            {progress && <p className="download-list__progress">{capitalise(progress)}</p>}
            <p className="download-list__actions">
              <Link
                className="btn btn--primary"
                to={paths.note.getHref(pdf.noteId, { page: progress ? pdf.lastPage : undefined })}
              >
                {progress ? 'Continue reading' : 'Read'}
                <span className="visually-hidden"> {pdf.subject}</span>
              </Link>
              {url && (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  Open PDF<span className="visually-hidden"> of {pdf.subject} (new tab)</span>
                </a>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);
