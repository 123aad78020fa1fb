import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useToken } from '@/lib/auth';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useSubjectRequests } from '../api/get-subject-requests';
import { useVoteRequest } from '../api/vote-request';
import type { SubjectRequest } from '../types';
import { requestLabel, votesLabel } from '../utils/request-label';
import './requests.css';

// Its form and checks load only when a student starts a request.
const RequestDialog = lazyWithPreload(() =>
  import('./request-dialog').then((m) => m.RequestDialog),
);

type SubjectRequestsProps = {
  subjectId: string;
  /** Beside "Request something": the route adds the contribution buttons. */
  actions?: ReactNode;
  /** Beside each request: the route adds a way to answer it with an upload. */
  renderAnswer?: (request: SubjectRequest) => ReactNode;
};

/**
 * "Missing something?": the subject's open requests with their votes, "Me too" and
 * "Withdraw my vote" on each, and a way to ask for a unit's notes or a year's paper.
 */
export function SubjectRequests({ subjectId, actions, renderAnswer }: SubjectRequestsProps) {
  const signedIn = Boolean(useToken());
  const requests = useSubjectRequests(subjectId);
  const vote = useVoteRequest(subjectId);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string>();
  const askButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const toggleVote = (request: SubjectRequest) => {
    vote.mutate({ requestId: request._id, vote: !request.mine });
    if (request.mine && request.votes <= 1) {
      // Withdrawing the only vote takes the request (and the focused button) off the list: keep
      // the focus nearby and say what happened.
      setSent(`Vote withdrawn: nobody asks for ${requestLabel(request)} any more.`);
      listHeading.current?.focus();
    }
  };

  return (
    <section className="requests" aria-labelledby="requests-title">
      <h2 id="requests-title">Missing something?</h2>
      <p className="requests__lead">
        Ask for a unit’s notes or a year’s paper, or share your own. The content team checks every
        upload before it is published.
      </p>
      <div className="requests__actions">
        {signedIn ? (
          <button
            ref={askButton}
            type="button"
            className="btn btn--primary"
            aria-haspopup="dialog"
            onPointerEnter={RequestDialog.preload}
            onFocus={RequestDialog.preload}
            onClick={() => {
              setSent(undefined);
              setAsking(true);
            }}
          >
            Request notes or a paper
          </button>
        ) : (
          <Link className="btn btn--primary" to={paths.home.getHref()}>
            Sign in to request notes or a paper
          </Link>
        )}
        {actions}
      </div>
      {sent && (
        <p className="form-status" role="status">
          {sent}
        </p>
      )}

      <h3 ref={listHeading} className="requests__heading" tabIndex={-1}>
        Open requests
      </h3>
      {requests.isPending ? (
        <Spinner label="Loading requests…" />
      ) : requests.isError ? (
        <QueryError query={requests} fallback="Could not load the requests." />
      ) : requests.data.length === 0 ? (
        <EmptyState message="No open requests for this subject." />
      ) : (
        <ul className="request-list" aria-label="Open requests">
          {requests.data.map((request) => {
            const label = requestLabel(request);
            return (
              <li key={request._id} className="request">
                <div className="request__what">
                  <span className="request__label">{label}</span>
                  {request.message && <span className="request__message">{request.message}</span>}
                  <span className="request__votes">{votesLabel(request.votes)}</span>
                </div>
                <div className="request__actions">
                  {signedIn && (
                    <button
                      type="button"
                      className={`btn ${request.mine ? 'btn--ghost' : 'btn--secondary'}`}
                      aria-label={`${request.mine ? 'Withdraw my vote' : 'Me too'}: ${label}`}
                      onClick={() => toggleVote(request)}
                    >
                      {request.mine ? 'Withdraw my vote' : 'Me too'}
                    </button>
                  )}
                  {renderAnswer?.(request)}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {vote.isError && (
        <p className="form-alert" role="alert">
          {getErrorMessage(vote.error, 'Could not record your vote. Try again.')}
        </p>
      )}

      {asking && (
        <Suspense fallback={null}>
          <RequestDialog
            subjectId={subjectId}
            returnFocusTo={askButton}
            onClose={() => setAsking(false)}
            onSent={(message) => {
              setAsking(false);
              setSent(message);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
