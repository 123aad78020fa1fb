import { useId, useState, type FormEvent } from 'react';
import {
  PRACTICE_MESSAGES,
  PRACTICE_NEW_MAX,
  PRACTICE_REVIEWS_MAX,
} from '@notesea/contract/practice-rules';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdatePracticeSettings } from '../api/update-practice-settings';

type DailyLimitsFormProps = { newPerDay: number; reviewsPerDay: number };

const wholeNumber = (value: string, max: number) => {
  const number = Number(value);
  return value.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= max
    ? number
    : undefined;
};

/** How many new cards and reviews a day; checked with the API's own limits and messages. */
export function DailyLimitsForm({ newPerDay, reviewsPerDay }: DailyLimitsFormProps) {
  const id = useId();
  const [newCards, setNewCards] = useState(String(newPerDay));
  const [reviews, setReviews] = useState(String(reviewsPerDay));
  const [problem, setProblem] = useState<string>();
  const update = useUpdatePracticeSettings();
  const errorId = `${id}-error`;
  const message =
    problem ??
    (update.error ? getErrorMessage(update.error, 'Could not save your limits.') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = wholeNumber(newCards, PRACTICE_NEW_MAX);
    const most = wholeNumber(reviews, PRACTICE_REVIEWS_MAX);
    if (next === undefined) return setProblem(PRACTICE_MESSAGES.newPerDay);
    if (most === undefined) return setProblem(PRACTICE_MESSAGES.reviewsPerDay);
    setProblem(undefined);
    update.mutate({ newPerDay: next, reviewsPerDay: most });
  };

  return (
    <form className="practice-limits" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Daily limits</h2>
      <div className="practice-limits__fields">
        <TextField
          id={`${id}-new`}
          label="New cards a day"
          type="number"
          inputMode="numeric"
          min={0}
          max={PRACTICE_NEW_MAX}
          value={newCards}
          onChange={(event) => setNewCards(event.target.value)}
          errorId={message ? errorId : undefined}
        />
        <TextField
          id={`${id}-reviews`}
          label="Reviews a day"
          type="number"
          inputMode="numeric"
          min={0}
          max={PRACTICE_REVIEWS_MAX}
          value={reviews}
          onChange={(event) => setReviews(event.target.value)}
          errorId={message ? errorId : undefined}
        />
      </div>
      <Button type="submit" disabled={update.isPending}>
        Save limits
      </Button>
      {message && (
        <p id={errorId} role="alert" className="error-message">
          {message}
        </p>
      )}
      <p role="status" className="practice-limits__saved">
        {update.isSuccess && !message ? 'Limits saved.' : ''}
      </p>
    </form>
  );
}
