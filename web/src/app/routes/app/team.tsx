import { Link } from 'react-router';
import { paths } from '@/config/paths';
import '@/styles/content.css';

const TEAMS = [
  {
    name: 'Notes contributors',
    text: 'Seniors and toppers of CSE and AI & Data Science who write unit-wise notes from their own class notes, textbooks and previous papers.',
  },
  {
    name: 'Reviewers',
    text: 'Students who check every PDF against the current RTU syllabus, fix mistakes and make sure diagrams and derivations are readable on a phone.',
  },
  {
    name: 'Developers and designers',
    text: 'The people behind the website, the installable app, the Assignment Partner and the project store.',
  },
  {
    name: 'Project mentors',
    text: 'Final-year students and graduates who build, document and explain the easy, medium and advanced projects.',
  },
  {
    name: 'Campus ambassadors',
    text: 'Students who bring NoteSea to their classmates and tell us which subjects need notes next.',
  },
] as const;

export default function TeamPage() {
  return (
    <>
      <title>Contributors · NoteSea</title>
      <header className="page-header">
        <h1>Contributors</h1>
        <p className="subtitle">
          NoteSea is built by students, for students. Thank you to everyone who shares their notes
          and time.
        </p>
      </header>

      <ul className="feature-grid">
        {TEAMS.map((team) => (
          <li key={team.name} className="card">
            <h2>{team.name}</h2>
            <p>{team.text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="join-title" className="card cta">
        <h2 id="join-title">Want to contribute?</h2>
        <p>
          Good notes for a subject we do not cover yet? Skills in design or code? Every contributor
          is credited and gets a certificate.
        </p>
        <Link className="btn btn--primary" to={paths.careers.getHref()}>
          See open roles
        </Link>
      </section>
    </>
  );
}
