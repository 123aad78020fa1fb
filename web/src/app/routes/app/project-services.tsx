import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { CustomProjectContact } from '@/features/marketing/components/custom-project-contact';
import '@/styles/content.css';

const LEVELS = [
  {
    title: 'Easy Projects',
    to: paths.easyProjects.getHref(),
    text: 'Mini projects for 2nd and 3rd year: web apps, small utilities and classic DBMS projects, ideal for a first submission.',
  },
  {
    title: 'Medium Projects',
    to: paths.mediumProjects.getHref(),
    text: 'Full-stack and data projects for 3rd and final year, with a stated delivery time in days.',
  },
  {
    title: 'Advanced Projects',
    to: paths.hardProjects.getHref(),
    text: 'Machine learning, AI and larger systems for major projects and portfolios.',
  },
] as const;

const INCLUDED = [
  'Complete, working source code',
  'Project report in the usual university format',
  'Presentation (PPT) for your review or viva',
  'A walkthrough so you can explain every part yourself',
] as const;

export default function ProjectServicesPage() {
  return (
    <>
      <title>Project services · NoteSea</title>
      <header className="page-header">
        <h1>Project Services</h1>
        <p className="subtitle">
          Ready-made and custom academic projects at student-friendly prices. Each project has a
          student price and a business price; you pay only the price of the plan you choose.
        </p>
      </header>

      <section aria-labelledby="levels-title">
        <h2 id="levels-title">Choose a level</h2>
        <ul className="feature-grid">
          {LEVELS.map((level) => (
            <li key={level.title} className="card">
              <h3>{level.title}</h3>
              <p>{level.text}</p>
              <Link to={level.to}>
                Browse<span className="visually-hidden"> {level.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="two-col">
        <section aria-labelledby="included-title" className="card">
          <h2 id="included-title">What you get</h2>
          <ul className="bullets">
            {INCLUDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="pay-title" className="card">
          <h2 id="pay-title">Paying and delivery</h2>
          <p>
            Pay online through Razorpay with UPI, cards or net banking. Follow your order under My
            Orders; when it is delivered, the download appears there. For order or refund questions,
            write to {site.supportEmail}: we reply within {site.responseTime}.
          </p>
        </section>
      </div>

      <section aria-labelledby="custom-project-title">
        <CustomProjectContact />
      </section>
    </>
  );
}
