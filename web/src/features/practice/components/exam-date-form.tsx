import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useClearExamDate } from '../api/clear-exam-date';
import { useSetExamDate } from '../api/set-exam-date';
import { formatDay } from '../utils/practice-time';

type ExamDateFormProps = {
  subjectId: string;
  title: string;
  examDate: string | null;
};

/**
 * A subject's exam date: set, change or clear it. The server judges the day (a past one is
 * refused) and its message is shown as it comes.
 */
export function ExamDateForm({ subjectId, title, examDate }: ExamDateFormProps) {
  const id = useId();
  const [date, setDate] = useState(examDate ?? '');
  const setExam = useSetExamDate();
  const clearExam = useClearExamDate();
  const failed = setExam.error ?? clearExam.error;
  const busy = setExam.isPending || clearExam.isPending;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearExam.reset();
    if (date) setExam.mutate({ subjectId, date });
    else if (examDate) clearExam.mutate(subjectId);
  };

  const clear = () => {
    setExam.reset();
    clearExam.mutate(subjectId, { onSuccess: () => setDate('') });
  };

  return (
    <form className="practice-exam" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-date`}>
          Exam date <span className="visually-hidden">for {title}</span>
        </label>
        <input
          id={`${id}-date`}
          className="input"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? errorId : undefined}
        />
      </div>
      <div className="practice-exam__actions">
        <Button type="submit" variant="secondary" disabled={busy}>
          Save <span className="visually-hidden">exam date for {title}</span>
        </Button>
        {examDate && (
          <Button variant="ghost" disabled={busy} onClick={clear}>
            Clear <span className="visually-hidden">exam date for {title}</span>
          </Button>
        )}
      </div>
      {examDate && !failed && (
        <p className="practice-exam__current">Exam on {formatDay(examDate)}</p>
      )}
      {failed && (
        <p id={errorId} role="alert" className="error-message">
          {getErrorMessage(failed, 'Could not save the exam date.')}
        </p>
      )}
    </form>
  );
}
