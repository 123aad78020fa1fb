import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { SemesterGrid } from '@/features/notes/components/semester-grid';
import { ChatbotLauncher } from '@/features/chatbot/components/chatbot-launcher';
import { RevisionProgress } from '@/features/exam-prep/components/revision-progress';
import { PracticeSummary } from '@/features/practice/components/practice-summary';
import { CustomProjectContact } from '@/features/marketing/components/custom-project-contact';
import { ServiceCards } from '@/features/marketing/components/service-cards';
import { StoryVideos } from '@/features/marketing/components/story-videos';
import { ProjectLevelSummary } from '@/features/projects/components/project-level-summary';

/**
 * Whether this visit is the account's first: the dashboard the sign-up's last step (verifying
 * the email) lands on says so in its navigation state. Every other arrival (a login, a link, a
 * bookmark, a new device) is someone who has been here before.
 */
function isFirstVisit(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'firstVisit' in state
    ? state.firstVisit === true
    : false;
}

export default function DashboardPage() {
  const firstVisit = isFirstVisit(useLocation().state);
  return (
    <>
      <title>Dashboard · NoteSea</title>
      <header className="page-header">
        <h1>{firstVisit ? 'Welcome to NoteSea' : 'Welcome back'}</h1>
        <p className="subtitle">Pick your semester to open its unit-wise notes.</p>
        <Link to={paths.myPdf.getHref()}>My PDFs</Link>
      </header>

      <section aria-labelledby="semesters-title">
        <h2 id="semesters-title">Semesters</h2>
        <SemesterGrid />
      </section>

      <section className="dashboard-block" aria-labelledby="revision-title">
        <h2 id="revision-title">Exam revision</h2>
        <p className="subtitle">Topics revised from each subject&apos;s Exam prep tab.</p>
        <RevisionProgress />
      </section>

      {/* Today's due cards and the streak; absent until (and unless) the stats load. */}
      <PracticeSummary />

      <section className="level-summary-section" aria-labelledby="project-levels-title">
        <h2 id="project-levels-title">Projects</h2>
        <ProjectLevelSummary />
      </section>

      <section className="dashboard-block" aria-labelledby="services-title">
        <h2 id="services-title">Services</h2>
        <ServiceCards />
      </section>

      <section className="dashboard-block" aria-labelledby="stories-title">
        <h2 id="stories-title">Stories</h2>
        <p className="subtitle">Short videos and free courses we recommend.</p>
        <StoryVideos />
      </section>

      <section className="dashboard-block" aria-labelledby="custom-project-title">
        <CustomProjectContact />
      </section>

      <ChatbotLauncher />
    </>
  );
}
