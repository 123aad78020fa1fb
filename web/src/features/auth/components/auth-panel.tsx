import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/auth';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

const HEADING_ID = 'auth-title';

/** The landing page's login / sign-up toggle (docs/product.md §2, §4). */
export function AuthPanel() {
  const loggedIn = Boolean(useToken());
  const [mode, setMode] = useState<Mode>('login');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  // After a switch the button that was pressed is gone: move focus to the new form's heading so
  // keyboard and screen-reader users land at its start. Not on first render.
  useEffect(() => {
    if (switched.current) headingRef.current?.focus();
  }, [mode]);

  const switchTo = (next: Mode) => {
    switched.current = true;
    setMode(next);
  };

  if (loggedIn) {
    return (
      <div className="auth-panel">
        <h2 id={HEADING_ID}>You are logged in</h2>
        <p>Pick up where you left off.</p>
        <Link className="btn btn--primary" to={paths.dashboard.getHref()}>
          Go to your dashboard
        </Link>
      </div>
    );
  }

  return (
    <div className="auth-panel">
      <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
        {mode === 'login' ? 'Login' : 'Sign Up'}
      </h2>
      {mode === 'login' ? (
        <>
          <LoginForm headingId={HEADING_ID} />
          <p className="auth-panel__switch">
            New to NoteSea?{' '}
            <button type="button" className="link-button" onClick={() => switchTo('register')}>
              Create an account
            </button>
          </p>
        </>
      ) : (
        <>
          <RegisterForm headingId={HEADING_ID} />
          <p className="auth-panel__switch">
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => switchTo('login')}>
              Log in instead
            </button>
          </p>
        </>
      )}
    </div>
  );
}
