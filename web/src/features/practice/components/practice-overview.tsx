import { Link } from 'react-router';
import type { PracticeStatsDto } from '@notesea/contract/practice-rules';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePracticeStats } from '../api/get-practice-stats';
import { DailyLimitsForm } from './daily-limits-form';
import { ExamDateForm } from './exam-date-form';
import './practice.css';

const cards = (count: number) => (count === 1 ? '1 card' : `${count} cards`);
const streakText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** /practice: today's work across the student's subjects, exam dates and daily limits. */
export function PracticeOverview() {
  const stats = usePracticeStats();

  if (stats.isPending) return <Spinner label="Loading your practice…" />;
  if (stats.isError) return <QueryError query={stats} fallback="Could not load your practice." />;

  const { subjects } = stats.data;
  return (
    <div className="practice-overview">
      <Summary stats={stats.data} />
      <section aria-labelledby="practice-subjects-title">
        <h2 id="practice-subjects-title">Your subjects</h2>
        {subjects.length === 0 ? (
          <EmptyState message="Nothing to practise yet — open a subject's Exam prep and choose Practise these topics" />
        ) : (
          <ul className="practice-subjects" aria-labelledby="practice-subjects-title">
            {subjects.map((subject) => (
              <li key={subject.subjectId} className="card practice-subject">
                <h3 className="practice-subject__title">{subject.title}</h3>
                <p className="practice-subject__due">
                  {subject.dueToday > 0
                    ? `${cards(subject.dueToday)} due today`
                    : 'Nothing due today'}
                </p>
                <Link
                  className={`btn ${subject.dueToday > 0 ? 'btn--primary' : 'btn--secondary'}`}
                  to={paths.practiceSession.getHref(subject.subjectId)}
                >
                  Practise <span className="visually-hidden">{subject.title}</span>
                </Link>
                <ExamDateForm
                  subjectId={subject.subjectId}
                  title={subject.title}
                  examDate={subject.examDate}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <DailyLimitsForm newPerDay={stats.data.newPerDay} reviewsPerDay={stats.data.reviewsPerDay} />
    </div>
  );
}

function Summary({ stats }: { stats: PracticeStatsDto }) {
  return (
    <section aria-labelledby="practice-today-title">
      <h2 id="practice-today-title">Today</h2>
      <dl className="practice-stats">
        <div>
          <dt>Due today</dt>
          <dd>{stats.dueToday}</dd>
        </div>
        <div>
          <dt>Reviewed today</dt>
          <dd>{stats.reviewedToday}</dd>
        </div>
        <div>
          <dt>Streak</dt>
          <dd>{streakText(stats.streak)}</dd>
        </div>
        {stats.retention30d !== null && (
          <div>
            <dt>Remembered (30 days)</dt>
            <dd>{Math.round(stats.retention30d * 100)}%</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
