import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import '@/styles/content.css';

const OFFERINGS = [
  {
    title: 'Free notes',
    text: 'Unit-wise PDF notes for every semester of CSE and AI & Data Science, arranged the way the RTU syllabus is.',
  },
  {
    title: 'Affordable projects',
    text: 'Mini and major projects with source code, report and PPT, priced for students, plus custom builds.',
  },
  {
    title: 'Community',
    text: 'A chat room where juniors and seniors share doubts, exam updates and placement tips.',
  },
  {
    title: 'AI study tools',
    text: 'The Assignment Partner explains topics step by step, and the task planner keeps your week on track.',
  },
] as const;

export default function AboutHomePage() {
  return (
    <article className="prose prose--wide">
      <title>About NoteSea</title>
      <header className="page-header">
        <h1>About NoteSea</h1>
        <p className="lead">
          A sea of notes, one semester at a time: free study material and honest tools for
          engineering students.
        </p>
      </header>

      <section aria-labelledby="story-title">
        <h2 id="story-title">Our story</h2>
        <p>
          NoteSea began in the hostels of Kota, the night before an RTU exam, when a group of
          friends realised they had spent more time hunting for good notes on WhatsApp groups than
          reading them. Half the PDFs were blurry photos, the rest did not match the syllabus.
        </p>
        <p>
          So we started collecting clean, unit-wise notes for our own branch and shared them freely.
          Word spread from one batch to the next, and today NoteSea covers every semester of CSE and
          AI &amp; Data Science at {site.university}, with more subjects added every term.
        </p>
      </section>

      <div className="two-col">
        <section aria-labelledby="mission-title" className="card">
          <h2 id="mission-title">Our mission</h2>
          <p>
            Make good study material free and easy to find for every engineering student, whatever
            their college, city or budget.
          </p>
        </section>
        <section aria-labelledby="vision-title" className="card">
          <h2 id="vision-title">Our vision</h2>
          <p>
            A place where students learn from each other: where every topper&apos;s notes help the
            next batch, and no one fails a subject for want of a good explanation.
          </p>
        </section>
      </div>

      <section aria-labelledby="offerings-title">
        <h2 id="offerings-title">What we offer</h2>
        <ul className="feature-grid">
          {OFFERINGS.map((offering) => (
            <li key={offering.title} className="card">
              <h3>{offering.title}</h3>
              <p>{offering.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="founder-title" className="card founder">
        <h2 id="founder-title">From the founder</h2>
        <blockquote>
          <p>
            &quot;I built NoteSea as a B.Tech student who was tired of last-minute searches for
            notes. Every feature, from the task list to the Assignment Partner, is something I
            wished I had in my own semesters. If NoteSea saves you one night of panic before an
            exam, it has done its job.&quot;
          </p>
          <footer>Founder, NoteSea</footer>
        </blockquote>
      </section>

      <section aria-labelledby="cta-title" className="cta">
        <h2 id="cta-title">Start studying smarter</h2>
        <p>Pick your semester and download the notes you need, free.</p>
        <Link className="btn btn--primary" to={paths.dashboard.getHref()}>
          Explore Notes
        </Link>
      </section>
    </article>
  );
}
