import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { semestersQueryOptions } from '../api/get-semesters';
import { useSubjects } from '../api/get-subjects';

export function SemesterSubjects({ semesterId }: { semesterId: string }) {
  const subjects = useSubjects(semesterId);
  // The subjects endpoint has no semester title; reuse the dashboard's list when it is cached
  // rather than fetching all semesters for a heading.
  const { data: semesterTitle } = useQuery({
    ...semestersQueryOptions(),
    enabled: false,
    select: (semesters) => semesters.find((semester) => semester._id === semesterId)?.title,
  });

  return (
    <section aria-labelledby="semester-title">
      <Link className="back-link" to={paths.dashboard.getHref()}>
        ← All semesters
      </Link>
      <h1 id="semester-title">{semesterTitle ?? 'Subjects'}</h1>
      {subjects.isPending ? (
        <Spinner label="Loading subjects…" />
      ) : subjects.isError ? (
        <QueryError query={subjects} fallback="Could not load subjects." />
      ) : subjects.data.length === 0 ? (
        <EmptyState message="No subjects found for this semester." />
      ) : (
        <ul className="card-grid">
          {subjects.data.map((subject) => (
            <li key={subject._id}>
              <Link className="card card--link" to={paths.subject.getHref(subject._id)}>
                {subject.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
