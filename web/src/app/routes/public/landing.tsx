import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/auth';

// Placeholder landing: the accounts issue replaces the panel with login / sign-up forms.
export default function LandingPage() {
  const loggedIn = Boolean(useToken());

  return (
    <>
      <title>NoteSea · Free semester-wise notes</title>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Free semester-wise notes for engineering students</h1>
        <p className="hero__lead">
          NoteSea organises unit-wise PDF notes for CSE and AIDS by semester and subject, with a
          task list, a study chatbot and affordable custom projects.
        </p>
        {loggedIn && (
          <Link className="btn btn--primary" to={paths.dashboard.getHref()}>
            Go to your dashboard
          </Link>
        )}
      </section>

      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Login and sign-up</h2>
        <p>Student accounts are coming soon. You will log in or register right here.</p>
        <ul className="inline-list">
          <li>
            <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
          </li>
          <li>
            <Link to={paths.aboutHome.getHref()}>About NoteSea</Link>
          </li>
          <li>
            <Link to={paths.terms.getHref()}>Terms and conditions</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
