import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';
import { useUploads } from '../api/get-uploads';
import type { Upload } from '../types';
import { uploadState, uploadWhat } from '../utils/upload-status';
import './my-uploads.css';

/** The student's own contributions, newest first, each with where its review stands. */
export function MyUploads() {
  const uploads = useUploads();

  if (uploads.isPending) return <Spinner label="Loading your uploads…" />;
  if (uploads.isError)
    return <QueryError query={uploads} fallback="Could not load your uploads." />;
  if (uploads.data.length === 0) {
    return (
      <EmptyState message="You have not shared any notes or papers yet.">
        <p>
          Open a subject from the <Link to={paths.dashboard.getHref()}>dashboard</Link> and choose
          “Contribute notes” or “Contribute a paper”.
        </p>
      </EmptyState>
    );
  }
  return (
    <ul className="my-uploads" aria-label="My uploads">
      {uploads.data.map((upload) => (
        <UploadItem key={upload._id} upload={upload} />
      ))}
    </ul>
  );
}

function UploadItem({ upload }: { upload: Upload }) {
  const state = uploadState(upload);
  const headingId = `upload-${upload._id}`;
  return (
    <li className="card my-upload">
      <h2 id={headingId} className="my-upload__title">
        {upload.title || uploadWhat(upload)}
      </h2>
      <p className="my-upload__meta">
        {upload.subjectName} · {uploadWhat(upload)}
        {upload.createdAt && (
          <>
            {' · '}
            <time dateTime={upload.createdAt}>{formatDate(upload.createdAt)}</time>
          </>
        )}
      </p>
      <p className="my-upload__status">
        <span className={`status-badge status-badge--${state.tone}`}>{state.label}</span>
        {state.tone === 'pending' && state.detail && (
          <span className="my-upload__detail">{state.detail}</span>
        )}
        {state.tone === 'published' && (
          <Link to={state.href} aria-label={`Open it: ${upload.title || uploadWhat(upload)}`}>
            Open it
          </Link>
        )}
      </p>
      {state.tone === 'refused' && (
        <p className="my-upload__reason">
          <strong>Reason:</strong> {state.reason}
        </p>
      )}
    </li>
  );
}
