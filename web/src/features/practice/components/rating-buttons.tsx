import {
  PRACTICE_RATINGS,
  type PracticeDueCardDto,
  type PracticeRating,
} from '@notesea/contract/practice-rules';
import { formatInterval } from '../utils/practice-time';

type RatingButtonsProps = {
  /** What each rating schedules; undefined while unknown (a card shown again this session). */
  next: PracticeDueCardDto['next'] | undefined;
  now: number;
  onRate: (rating: PracticeRating) => void;
};

/** Again, Hard, Good, Easy, each with when the card would come back; keys 1–4 press them. */
export function RatingButtons({ next, now, onRate }: RatingButtonsProps) {
  return (
    <div className="practice-ratings" role="group" aria-labelledby="practice-rate-title">
      <p id="practice-rate-title" className="practice-ratings__title">
        How well did you remember it? <span className="practice-hint">Keys 1–4</span>
      </p>
      <div className="practice-ratings__buttons">
        {PRACTICE_RATINGS.map(({ rating, label }) => (
          <button
            key={rating}
            type="button"
            className={`btn btn--secondary practice-rating practice-rating--${rating}`}
            aria-keyshortcuts={String(rating)}
            onClick={() => onRate(rating)}
          >
            <span className="practice-rating__label">{label}</span>
            {next && (
              <span className="practice-rating__interval">
                {' '}
                {formatInterval(next[rating], now)}
              </span>
            )}
          </button>
        ))}
      </div>
    </div>
  );
}
