import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SemesterGrid } from '@/features/notes/components/semester-grid';

export default function DashboardPage() {
  return (
    <>
      <title>Dashboard · NoteSea</title>
      <header className="page-header">
        <h1>Welcome back</h1>
        <p className="subtitle">Pick your semester to open its unit-wise notes.</p>
        <Link to={paths.myPdf.getHref()}>My PDFs</Link>
      </header>

      <section aria-labelledby="semesters-title">
        <h2 id="semesters-title">Semesters</h2>
        <SemesterGrid />
      </section>

      {/* Slots for later issues (spec §2 dashboard), in this order, each its own feature:
          - project level summary (price range per level)   — projects issue
          - service cards                                   — projects issue
          - story video list                                — content issue
          - custom project contact block                    — projects issue
          - floating chatbot window                         — chatbot issue */}
    </>
  );
}
