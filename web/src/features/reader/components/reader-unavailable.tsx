import { Link } from 'react-router';
import { QueryError } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { isClientError } from '@/lib/api-client';

type ReaderUnavailableProps = {
  /** The failed load of the note or paper. */
  query: { error: unknown; refetch: () => unknown };
  /** "note" or "paper", for the headings. */
  what: string;
};

/**
 * The note or paper did not load. A 4xx (not found: a deleted file or a mistyped link) says so
 * with the server's words and a way to the notes; anything else offers a retry.
 */
export function ReaderUnavailable({ query, what }: ReaderUnavailableProps) {
  const missing = isClientError(query.error);
  return (
    <section className="reader-header">
      <h1>{missing ? `This ${what} is not available` : `Could not open this ${what}`}</h1>
      <QueryError query={query} fallback={`Could not load this ${what}.`} />
      {missing && (
        <Link className="btn btn--primary" to={paths.dashboard.getHref()}>
          Browse semesters
        </Link>
      )}
    </section>
  );
}
