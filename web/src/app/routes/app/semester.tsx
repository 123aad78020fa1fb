import { useParams } from 'react-router';
import { SemesterSubjects } from '@/features/notes/components/semester-subjects';

export default function SemesterPage() {
  // The route pattern guarantees the param; '' only satisfies the type checker.
  const { semesterId = '' } = useParams();
  return (
    <>
      <title>Subjects · NoteSea</title>
      <SemesterSubjects semesterId={semesterId} />
    </>
  );
}
