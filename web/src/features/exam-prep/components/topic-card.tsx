import { useId } from 'react';
import { Link } from 'react-router';
import { ShareButton } from '@/components/share/share-button';
import { paths, readerHref } from '@/config/paths';
import type { Topic, TopicQuestion } from '../types';
import { explainPrompt, questionLabel } from '../utils/explain-prompt';
import { askedIn } from '../utils/group-topics';

type TopicCardProps = {
  topic: Topic;
  /** The student's tick; undefined hides the checkbox (signed out). */
  revision?: {
    done: boolean;
    /** Until the student's ticks are in, the box could show the wrong state. */
    disabled: boolean;
    failed: boolean;
    onChange: (done: boolean) => void;
  };
  onExplain?: (prompt: string, from: HTMLElement) => void;
};

/**
 * One most-asked topic: when it was asked, the revised tick, the note page that answers it and
 * each question, opening its paper at the question's page.
 */
export function TopicCard({ topic, revision, onExplain }: TopicCardProps) {
  const note = topic.notes[0];
  const id = useId();
  const titleId = `${id}-title`;

  return (
    <li className={`card prep-topic${revision?.done ? ' prep-topic--done' : ''}`}>
      <div className="prep-topic__head">
        <h3 id={titleId} className="prep-topic__title">
          {topic.topic}
        </h3>
        {revision && (
          <label className="prep-topic__check">
            <input
              type="checkbox"
              checked={revision.done}
              disabled={revision.disabled}
              onChange={(event) => revision.onChange(event.target.checked)}
              // Every card has one: the topic tells them apart ("Revised Normalization"), and
              // the visible word comes first in the name (WCAG 2.5.3).
              aria-labelledby={`${id}-check ${titleId}`}
            />
            <span id={`${id}-check`}>Revised</span>
          </label>
        )}
      </div>
      <p className="prep-topic__asked">
        {askedIn(topic.years)}
        <span className="prep-topic__count">
          {' · '}
          {topic.count === 1 ? '1 question' : `${topic.count} questions`}
        </span>
      </p>
      {revision?.failed && (
        <p className="prep-topic__error" role="alert">
          Could not save your tick. Try again.
        </p>
      )}
      {note && (
        <Link
          id={`${id}-note`}
          className="prep-topic__note"
          to={paths.note.getHref(note.noteId, { page: note.page })}
          // "Read in notes, page 7 Normalization": which topic, among the cards' links.
          aria-labelledby={`${id}-note ${titleId}`}
        >
          Read in notes, page {note.page}
        </Link>
      )}
      <ol className="prep-questions" aria-labelledby={titleId}>
        {topic.questions.map((question) => (
          <QuestionItem
            key={`${question.paperId}-${question.number}-${question.page}`}
            question={question}
            onExplain={onExplain}
          />
        ))}
      </ol>
    </li>
  );
}

function QuestionItem({
  question,
  onExplain,
}: {
  question: TopicQuestion;
  onExplain?: (prompt: string, from: HTMLElement) => void;
}) {
  const id = useId();
  return (
    <li className="prep-question">
      <Link
        id={`${id}-paper`}
        className="prep-question__paper"
        to={paths.pyq.getHref(question.paperId, { page: question.page })}
      >
        {question.year} paper, {questionLabel(question.number)}
      </Link>
      <p className="prep-question__text">{question.text}</p>
      {onExplain && (
        <button
          type="button"
          id={`${id}-explain`}
          className="btn btn--secondary prep-question__explain"
          onClick={(event) => onExplain(explainPrompt(question), event.currentTarget)}
          // "Explain 2024 paper, Q4a": which question, among the many Explain buttons.
          aria-labelledby={`${id}-explain ${id}-paper`}
        >
          Explain
        </button>
      )}
      <span className="prep-question__share">
        <ShareButton
          variant="compact"
          path={readerHref('pyq', question.paperId, { page: question.page, pinPage: true })}
          what={`${question.year} paper, ${questionLabel(question.number)}, page ${question.page}`}
          title={`${question.year} paper, ${questionLabel(question.number)} · Page ${question.page}`}
        />
      </span>
    </li>
  );
}
