// What the seed wrote, as suites need to name it in the UI.
import { SEED } from '../../tools/src/seed-data/index.mjs';

type SeedSubject = { id: string; title: string; semesterId: string };
type SeedSemester = { id: string; title: string };

/** The search results' group heading for a seeded subject: "Subject, Semester N". */
export function searchGroupName(subjectId: string): string {
  const subject = (SEED.subjects as SeedSubject[]).find((s) => s.id === subjectId);
  if (!subject) throw new Error(`No seeded subject ${subjectId}`);
  const semester = (SEED.semesters as SeedSemester[]).find((s) => s.id === subject.semesterId)!;
  return `${subject.title}, ${semester.title}`;
}
