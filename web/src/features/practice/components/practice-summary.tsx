import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePracticeStats } from '../api/get-practice-stats';
import './practice-summary.css';

/**
 * The dashboard's practice card: cards due today and the streak, opening /practice. Nothing
 * while the stats load or when they fail: the dashboard never waits for it or shows its error.
 */
export function PracticeSummary() {
  const stats = usePracticeStats();
  if (!stats.isSuccess || typeof stats.data?.dueToday !== 'number') return null;
  const { dueToday, streak } = stats.data;
  return (
    <section className="dashboard-block" aria-labelledby="practice-summary-title">
      <h2 id="practice-summary-title">Practice</h2>
      <Link className="card card--link practice-summary" to={paths.practice.getHref()}>
        <span className="practice-summary__due">
          {dueToday === 0
            ? 'Nothing due today'
            : `${dueToday === 1 ? '1 card' : `${dueToday} cards`} due today`}
        </span>
        <span className="practice-summary__streak">
          {streak === 0 ? 'No streak yet' : `${streak}-day streak`}
        </span>
      </Link>
    </section>
  );
}
