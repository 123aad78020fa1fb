import { getErrorMessage, isClientError } from '@/lib/api-client';
import { Button } from './button';

type ErrorMessageProps = {
  message: string;
  onRetry?: () => void;
};

function ErrorMessage({ message, onRetry }: ErrorMessageProps) {
  return (
    <div className="error-message" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

type QueryErrorProps = {
  /** The failed query (its `error` and `refetch`). */
  query: { error: unknown; refetch: () => unknown };
  /** Shown when the server sent no message of its own (docs/product.md §8). */
  fallback: string;
};

/**
 * A failed load: the server's message or the fallback, with 'Try again' unless the answer was a
 * 4xx (not found, not allowed), which repeating cannot fix.
 */
export function QueryError({ query, fallback }: QueryErrorProps) {
  return (
    <ErrorMessage
      message={getErrorMessage(query.error, fallback)}
      onRetry={isClientError(query.error) ? undefined : () => void query.refetch()}
    />
  );
}
