import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/auth';
import { useSubjectRevision } from '../api/get-subject-revision';
import { useTopics } from '../api/get-topics';
import { useSetTopicDone } from '../api/set-topic-done';
import { groupTopicsByUnit } from '../utils/group-topics';
import { TopicCard } from './topic-card';
import './exam-prep.css';

type ExamPrepProps = {
  subjectId: string;
  /** Asks the Assignment Partner `prompt` (the route opens its window); `from` is the button. */
  onExplain?: (prompt: string, from: HTMLElement) => void;
  /**
   * The subject's listed papers (the PYQs tab's list, which the route reads): how many
   * (undefined while unknown) and where that tab is.
   */
  papers?: { listed: number | undefined; href: string };
};

/**
 * The Exam prep tab: the topics the subject's previous-year papers ask most, by unit, each with
 * a revised tick kept per student.
 */
export function ExamPrep({ subjectId, onExplain, papers }: ExamPrepProps) {
  const signedIn = Boolean(useToken());
  const topics = useTopics(subjectId);
  const revision = useSubjectRevision(subjectId, { enabled: signedIn });
  const setDone = useSetTopicDone();
  // The topics whose last tick the server refused, to say so beside them.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  if (topics.isPending) return <Spinner label="Loading exam prep…" />;
  if (topics.isError) return <QueryError query={topics} fallback="Could not load exam prep." />;
  if (topics.data.length === 0) return <NoTopics papers={papers} />;

  const done = new Set(revision.data?.done);
  const tick = (topicId: string, value: boolean) => {
    setFailed((current) => without(current, topicId));
    setDone.mutate(
      { subjectId, topicId, done: value },
      { onError: () => setFailed((current) => new Set(current).add(topicId)) },
    );
  };

  return (
    <>
      <p className="prep-intro">
        The topics asked most in previous-year papers, unit by unit. Tick a topic once you have
        revised it.
      </p>
      {signedIn && (
        <p className="prep-intro">
          <Link className="btn btn--primary" to={paths.practiceSession.getHref(subjectId)}>
            Practise these topics
          </Link>
        </p>
      )}
      {/* The subject page is behind sign-in today; this keeps the tab honest if it opens up. */}
      {!signedIn && (
        <p className="prep-intro">
          <Link to={paths.home.getHref()}>Sign in to track revision</Link>
        </p>
      )}
      {revision.isError && (
        <QueryError query={revision} fallback="Could not load your revised topics." />
      )}
      {groupTopicsByUnit(topics.data).map(({ unit, topics: unitTopics }) => {
        const headingId = `prep-unit-${unit ?? 'other'}`;
        return (
          <section key={unit ?? 'other'} className="unit" aria-labelledby={headingId}>
            <h2 id={headingId}>{unit === null ? 'Other questions' : `Unit ${unit}`}</h2>
            <ul className="prep-topics">
              {unitTopics.map((topic) => (
                <TopicCard
                  key={topic.topicId}
                  topic={topic}
                  onExplain={onExplain}
                  revision={
                    signedIn
                      ? {
                          done: done.has(topic.topicId),
                          disabled: !revision.isSuccess,
                          failed: failed.has(topic.topicId),
                          onChange: (value) => tick(topic.topicId, value),
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function without(set: ReadonlySet<string>, item: string): ReadonlySet<string> {
  if (!set.has(item)) return set;
  const next = new Set(set);
  next.delete(item);
  return next;
}

/**
 * No topics: either the subject has no papers, or its papers are listed but no question could be
 * read from them (a scan without text, an unusual layout). Never "no papers" while the
 * PYQs tab lists some.
 */
function NoTopics({ papers }: Pick<ExamPrepProps, 'papers'>) {
  if (papers?.listed === 0) {
    return <EmptyState message="No previous-year papers for this subject yet." />;
  }
  const message =
    papers?.listed === undefined
      ? 'No questions from previous-year papers yet.'
      : `${papers.listed} previous-year ${papers.listed === 1 ? 'paper is' : 'papers are'} listed, but no questions could be read from ${papers.listed === 1 ? 'it' : 'them'} yet.`;
  return (
    <EmptyState message={message}>
      {papers && <Link to={papers.href}>Open the papers on the PYQs tab</Link>}
    </EmptyState>
  );
}
