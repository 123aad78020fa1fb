import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PracticeDueCardDto, PracticeRating } from '@notesea/contract/practice-rules';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isTypingTarget } from '@/utils/typing-target';
import {
  practiceDueQueryOptions,
  QueueNotSavedError,
  usePracticeDue,
  type PracticeQueue,
} from '../api/get-practice-due';
import { useSendReviews } from '../hooks/use-send-reviews';
import { newReviewId, queueReview, readQueuedReviews } from '../lib/review-queue';
import { forgetSavedCard } from '../lib/saved-queues';
import { formatAskedIn, formatNextDue, practiceDayEnd } from '../utils/practice-time';
import { RatingButtons } from './rating-buttons';
import './practice.css';

type PracticeSessionProps = {
  subjectId: string;
  /** Only this unit's cards (`?unit=3`), filtered here: the API has no such filter. */
  unit: number | null;
};

/** One subject's review session: today's due cards, one at a time, rated 1–4. */
export function PracticeSession({ subjectId, unit }: PracticeSessionProps) {
  const due = usePracticeDue(subjectId);

  if (due.isPending) return <Spinner label="Loading your cards…" />;
  if (due.isError) {
    if (due.error instanceof QueueNotSavedError) {
      return (
        <EmptyState message="You're offline, and this subject's cards are not on this device yet. Open this session once while online to practise it offline." />
      );
    }
    return <QueryError query={due} fallback="Could not load your cards." />;
  }
  return <ReviewQueue subjectId={subjectId} unit={unit} due={due.data} />;
}

type SessionState = {
  /** Cards still to show, the current one first. */
  queue: PracticeDueCardDto[];
  /** Ratings given this session. */
  done: number;
  /** Cards this session shows, counting a card rated Again and shown again twice. */
  total: number;
  revealed: boolean;
  /** When the answer was shown: what the buttons' intervals count from. */
  revealedAt: number;
  /** Cards shown again whose `next` is from before their last rating (until a fresh copy). */
  repeated: ReadonlySet<string>;
};

/** The session's queue: the first answer's cards, in the unit asked for, none already rated. */
function startSession(due: PracticeQueue, unit: number | null): SessionState {
  const rated = new Set(readQueuedReviews().map((review) => review.cardId));
  const queue = due.cards.filter(
    (card) => (unit === null || card.unit === unit) && !rated.has(card._id),
  );
  return {
    queue,
    done: 0,
    total: queue.length,
    revealed: false,
    revealedAt: 0,
    repeated: new Set(),
  };
}

function ReviewQueue({
  subjectId,
  unit,
  due,
}: {
  subjectId: string;
  unit: number | null;
  /** The latest answer: the session keeps the first one's order, and refreshes cards from it. */
  due: PracticeQueue;
}) {
  const queryClient = useQueryClient();
  const send = useSendReviews();
  // Started once: later answers (a refetch on reconnecting) do not reshuffle the session.
  const [state, setState] = useState(() => startSession(due, unit));
  const focusTarget = useRef<HTMLElement | null>(null);
  const moved = useRef(false);
  const card = state.queue[0];
  // A card shown again takes its `next` from a fresher answer once the server has the rating.
  const fresh = card && state.repeated.has(card._id) ? freshCopy(card, due) : card;

  const reveal = () => {
    const at = Date.now();
    setState((current) => ({ ...current, revealed: true, revealedAt: at }));
  };

  const rate = (rating: PracticeRating) => {
    if (!card || !state.revealed) return;
    const now = Date.now();
    queueReview({
      subjectId,
      cardId: card._id,
      rating,
      reviewId: newReviewId(),
      reviewedAt: new Date(now).toISOString(),
    });
    forgetSavedCard(subjectId, card._id);
    // Again, and due back before the practice day ends: it comes back at the end of this session.
    const again = rating === 1 && Date.parse((fresh ?? card).next[1]) < practiceDayEnd(now);
    send(
      again
        ? () => void queryClient.invalidateQueries(practiceDueQueryOptions(subjectId))
        : undefined,
    );
    setState((current) => {
      const [rated, ...rest] = current.queue;
      if (!rated) return current;
      return {
        queue: again ? [...rest, rated] : rest,
        done: current.done + 1,
        total: again ? current.total + 1 : current.total,
        revealed: false,
        revealedAt: 0,
        repeated: again ? new Set(current.repeated).add(rated._id) : current.repeated,
      };
    });
  };

  // Space shows the answer, 1–4 rate it; not while typing, and Space not on a button or link,
  // which it presses itself.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!card || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (isTypingTarget(event.target)) return;
      if (event.key === ' ' && !state.revealed) {
        if (event.target instanceof Element && event.target.closest('button, a')) return;
        event.preventDefault();
        reveal();
      } else if (state.revealed && ['1', '2', '3', '4'].includes(event.key)) {
        event.preventDefault();
        rate(Number(event.key) as PracticeRating);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  // After a reveal or a rating the pressed button is gone: the focus goes to the card (or the
  // end of the session), so the keyboard and a screen reader carry on from there.
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    focusTarget.current?.focus();
  }, [state.done, state.revealed]);

  if (!card) {
    if (state.done > 0) {
      return (
        <section className="practice-done" aria-labelledby="practice-done-title">
          <h2
            id="practice-done-title"
            ref={(heading) => {
              focusTarget.current = heading;
            }}
            tabIndex={-1}
          >
            Session complete
          </h2>
          <p>
            You reviewed {state.done === 1 ? '1 card' : `${state.done} cards`}. Come back when more
            are due.
          </p>
          <Link className="btn btn--primary" to={paths.practice.getHref()}>
            Back to Practice
          </Link>
        </section>
      );
    }
    return <NothingDue subjectId={subjectId} unit={unit} due={due} />;
  }

  const position = Math.min(state.done + 1, state.total);
  return (
    <div className="practice-session">
      <div className="practice-progress">
        <p id="practice-progress-label">
          Card {position} of {state.total}
        </p>
        <div
          className="practice-progress__bar"
          role="progressbar"
          aria-labelledby="practice-progress-label"
          aria-valuemin={0}
          aria-valuemax={state.total}
          aria-valuenow={state.done}
          aria-valuetext={`${state.done} of ${state.total} reviewed`}
        >
          <span
            className="practice-progress__fill"
            style={{ width: `${state.total ? (state.done / state.total) * 100 : 0}%` }}
          />
        </div>
      </div>

      <article
        key={`${card._id}-${state.done}`}
        className="card practice-card"
        aria-labelledby="practice-question-title"
        ref={focusTarget}
        tabIndex={-1}
      >
        <h2 id="practice-question-title" className="practice-card__label">
          {card.kind === 'pyq' ? 'Exam question' : 'From your notes'}
        </h2>
        {card.kind === 'pyq' && card.askedIn && card.askedIn.length > 0 && (
          <p className="practice-card__asked">Asked {formatAskedIn(card.askedIn)}</p>
        )}
        <p className="practice-card__front">{card.front}</p>
        {state.revealed ? (
          <section className="practice-card__back" aria-labelledby="practice-answer-title">
            <h2 id="practice-answer-title" className="practice-card__label">
              Answer
            </h2>
            <p className="practice-card__passage">{card.back}</p>
            <Link
              to={paths.note.getHref(card.source._id, { page: card.source.page, pinPage: true })}
            >
              Open page {card.source.page}
            </Link>
          </section>
        ) : (
          <Button className="practice-card__show" aria-keyshortcuts="Space" onClick={reveal}>
            Show answer
          </Button>
        )}
      </article>

      {state.revealed && <RatingButtons next={fresh?.next} now={state.revealedAt} onRate={rate} />}
    </div>
  );
}

/** The card's copy in `due` if it is newer than `card` (the server counted its rating). */
function freshCopy(card: PracticeDueCardDto, due: PracticeQueue): PracticeDueCardDto | undefined {
  const copy = due.cards.find((other) => other._id === card._id);
  return copy && (copy.reps !== card.reps || copy.due !== card.due) ? copy : undefined;
}

function NothingDue({
  subjectId,
  unit,
  due,
}: {
  subjectId: string;
  unit: number | null;
  due: PracticeQueue;
}) {
  // Other units have cards due: offer them rather than a time that is not this unit's.
  if (unit !== null && due.cards.length > 0) {
    return (
      <EmptyState message={`Nothing due in Unit ${unit} today.`}>
        <Link to={paths.practiceSession.getHref(subjectId)}>Practise all units</Link>
      </EmptyState>
    );
  }
  if (due.nextDue) {
    return <EmptyState message={`Nothing due. Next card due ${formatNextDue(due.nextDue)}`} />;
  }
  return (
    <EmptyState message="No cards yet">
      <Link to={`${paths.subject.getHref(subjectId)}?tab=prep`}>
        Open the subject&apos;s Exam prep
      </Link>
    </EmptyState>
  );
}
