import { Link } from 'react-router';
import { paths } from '@/config/paths';
import '@/styles/content.css';

const JOURNEYS = [
  {
    title: 'Free notes',
    steps: [
      'Open your dashboard and pick your semester.',
      'Choose a subject to see its notes, unit by unit.',
      'Tap a note: the PDF opens in a new tab, and it is saved under My PDFs for next time.',
    ],
    link: { to: paths.dashboard.getHref(), label: 'Go to semesters' },
  },
  {
    title: 'Study tools',
    steps: [
      'Add your assignments and revision goals to My Tasks and tick them off.',
      'Ask the Assignment Partner to explain a topic or outline an answer.',
      'Join the chat room to ask doubts and share exam updates.',
    ],
    link: { to: paths.tasks.getHref(), label: 'Open My Tasks' },
  },
  {
    title: 'Projects',
    steps: [
      'Browse easy, medium or advanced projects and open one to see its preview and features.',
      'Choose the student or business plan, fill in your details and deadline, and pay securely with Razorpay.',
      'Track the order under My Orders and download the project there once it is delivered.',
    ],
    link: { to: paths.easyProjects.getHref(), label: 'Browse projects' },
  },
] as const;

export default function HowItWorksPage() {
  return (
    <>
      <title>How it works · NoteSea</title>
      <header className="page-header">
        <h1>How It Works</h1>
        <p className="subtitle">Three things you can do on NoteSea, in three steps each.</p>
      </header>

      <div className="journeys">
        {JOURNEYS.map((journey) => (
          <section
            key={journey.title}
            className="card journey"
            aria-labelledby={`journey-${journey.title}`}
          >
            <h2 id={`journey-${journey.title}`}>{journey.title}</h2>
            <ol className="steps">
              {journey.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Link to={journey.link.to}>{journey.link.label}</Link>
          </section>
        ))}
      </div>
    </>
  );
}
