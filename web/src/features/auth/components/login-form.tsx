import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage, setToken } from '@/lib/api-client';
import { useLogin } from '../api/login';

const ERROR_ID = 'login-error';

type LoginFormProps = { headingId: string };

export function LoginForm({ headingId }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const [error, setError] = useState<{ field?: 'email' | 'password'; message: string }>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');

    // Spec §5: email and password required.
    const missing = !email ? 'email' : !password ? 'password' : undefined;
    if (missing) {
      setError({
        field: missing,
        message: missing === 'email' ? 'Email is required' : 'Password is required',
      });
      (form.elements.namedItem(missing) as HTMLInputElement | null)?.focus();
      return;
    }

    setError(undefined);
    login.mutate(
      { email, password },
      {
        onSuccess: ({ token }) => {
          setToken(token);
          navigate(paths.dashboard.getHref(), { replace: true });
        },
        onError: (err) => {
          // An unverified account: the server has just emailed a fresh OTP, so go and enter it.
          if (err instanceof ApiError && err.status === 403) {
            navigate(paths.verifyEmail.getHref(), {
              state: {
                email,
                flash: err.message || 'Please verify your email. We sent you a new OTP.',
              },
            });
            return;
          }
          setError({ message: getErrorMessage(err, 'Login failed') });
        },
      },
    );
  };

  const errorIdFor = (field: 'email' | 'password') =>
    error?.field === field ? ERROR_ID : undefined;

  return (
    <form className="form" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <TextField
        id="login-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        errorId={errorIdFor('email')}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        errorId={errorIdFor('password')}
      />
      {error && (
        <p id={ERROR_ID} className="form-alert" role="alert">
          {error.message}
        </p>
      )}
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
      <Link to={paths.forgotPassword.getHref()} className="form__aside">
        Forgot password?
      </Link>
    </form>
  );
}
