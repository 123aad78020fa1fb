import { useParams } from 'react-router';
import { SubjectNotes } from '@/features/notes/components/subject-notes';

export default function SubjectPage() {
  // The route pattern guarantees the param; '' only satisfies the type checker.
  const { subjectId = '' } = useParams();
  return (
    <>
      <title>Notes · NoteSea</title>
      <SubjectNotes subjectId={subjectId} />
    </>
  );
}
