import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  FaqPlaceholder,
  FeatureList,
  HowItWorksSection,
  LandingFooter,
  TestimonialsSection,
} from '@/features/landing/components/landing-sections';
import { useAfterFirstPaint } from '@/lib/after-paint';
import { useToken } from '@/lib/auth';
import '@/features/landing/landing.css';

// The forms and Radix Accordion are most of this page's code but not of its first paint: they
// are separate chunks, requested once the hero has painted (not during the first render, where
// they would compete with it), so the landing's initial JavaScript stays within its budget
// (docs/architecture.md §10).
const AuthPanel = lazy(() =>
  import('@/features/auth/components/auth-panel').then((m) => ({ default: m.AuthPanel })),
);
const FaqAccordion = lazy(() =>
  import('@/features/landing/components/faq-accordion').then((m) => ({
    default: m.FaqAccordion,
  })),
);

export default function LandingPage() {
  const loggedIn = Boolean(useToken());
  const painted = useAfterFirstPaint();
  const authFallback = (
    <>
      <h2 id="auth-title">Login</h2>
      <Spinner label="Loading the login form…" />
    </>
  );

  return (
    <>
      <title>NoteSea · Free semester-wise notes</title>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Free semester-wise notes for engineering students</h1>
        <p className="hero__lead">
          NoteSea organises unit-wise PDF notes for CSE and AIDS by semester and subject, with the
          tools to study them. Plus a task list, a chat room and affordable custom projects.
        </p>
        <FeatureList />
        {loggedIn ? (
          <Link className="btn btn--primary" to={paths.dashboard.getHref()}>
            Go to your dashboard
          </Link>
        ) : (
          <a className="btn btn--primary" href="#login">
            Login or sign up
          </a>
        )}
      </section>

      <HowItWorksSection />

      <section
        id="login"
        className="landing-section card auth-section"
        aria-labelledby="auth-title"
      >
        {painted ? (
          <Suspense fallback={authFallback}>
            <AuthPanel />
          </Suspense>
        ) : (
          authFallback
        )}
      </section>

      <TestimonialsSection />

      <section className="landing-section" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        {painted ? (
          <Suspense fallback={<FaqPlaceholder />}>
            <FaqAccordion />
          </Suspense>
        ) : (
          <FaqPlaceholder />
        )}
      </section>

      <LandingFooter />
    </>
  );
}
