import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { faqItems } from '../faq-items';

// Static sections of the landing page (docs/product.md §2). Plain markup, no libraries: this module is part
// of the landing's initial JavaScript (docs/architecture.md §10).

const steps = [
  {
    title: 'Create your account',
    text: 'Sign up with your Gmail address and confirm it with the 6-digit code we email you.',
  },
  {
    title: 'Pick your semester',
    text: 'Choose your semester and subject: the notes unit by unit, and the previous-year papers.',
  },
  {
    title: 'Study and revise',
    text: 'Read right here, page by page, or offline. Exam prep shows the most-asked topics; Practice quizzes you with flashcards.',
  },
  {
    title: 'Need a project?',
    text: 'Book a custom project at the easy, medium or hard level with student pricing.',
  },
];

const testimonials = [
  {
    quote: 'The unit-wise notes saved me the week before my Data Structures exam.',
    name: 'Ananya',
    detail: 'CSE, semester 3',
  },
  {
    quote: 'Everything for my semester in one place, and it works well on my phone.',
    name: 'Rahul',
    detail: 'AIDS, semester 5',
  },
  {
    quote: 'The task list and the Assignment Partner keep my assignments on track.',
    name: 'Sneha',
    detail: 'CSE, semester 6',
  },
];

/** What NoteSea does today, in the hero: a plain list, painted with the page. */
const features = [
  ['Semester notes', 'unit-wise PDF notes for every subject, free'],
  ['Search inside every page', 'find a topic in any note or paper'],
  ['Exam prep', 'the most-asked topics of the previous-year papers'],
  ['Assignment Partner', 'answers from the notes and cites the pages it used'],
  ['Practice', 'flashcards from the notes, spaced over the days'],
  ['Contributions', 'students share notes and papers; the team checks each one'],
  ['Offline reading', 'save a note and read it without internet'],
] as const;

export function FeatureList() {
  return (
    <ul className="hero__features" aria-label="What NoteSea does">
      {features.map(([name, text]) => (
        <li key={name}>
          <strong>{name}</strong>: {text}
        </li>
      ))}
    </ul>
  );
}

export function HowItWorksSection() {
  return (
    <section className="landing-section" aria-labelledby="how-title">
      <h2 id="how-title">How it works</h2>
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section className="landing-section" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">What students say</h2>
      <ul className="testimonials">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="testimonial">
              <blockquote>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>, {item.detail}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The FAQ questions, closed and inert, in the accordion's place while its code loads. */
export function FaqPlaceholder() {
  return (
    <div className="faq" aria-busy="true">
      {faqItems.map((item) => (
        <div key={item.question} className="faq__item">
          <h3 className="faq__question">
            <span className="faq__trigger">
              {item.question}
              <span className="faq__chevron" aria-hidden="true" />
            </span>
          </h3>
        </div>
      ))}
    </div>
  );
}

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <p className="landing-footer__brand">NoteSea · free notes for engineering students</p>
      <nav aria-label="Helpful links">
        <ul className="inline-list">
          <li>
            <Link to={paths.aboutHome.getHref()}>About NoteSea</Link>
          </li>
          <li>
            <Link to={paths.terms.getHref()}>Terms and conditions</Link>
          </li>
          <li>
            <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
