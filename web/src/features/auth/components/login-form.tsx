import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage, setToken } from '@/lib/api-client';
import { firstErrorResolver, formAlert } from '@/lib/first-error-resolver';
import { useLogin } from '../api/login';

const ERROR_ID = 'login-error';

type LoginFormProps = { headingId: string };

type LoginValues = { email: string; password: string };

/** docs/product.md §5: email and password required, checked in that order. */
const resolver = firstErrorResolver<LoginValues>(({ email, password }) => {
  if (!email.trim()) return { field: 'email', message: 'Email is required' };
  if (!password) return { field: 'password', message: 'Password is required' };
  return undefined;
});

export function LoginForm({ headingId }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
    // As before: the message stays until the next attempt.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  /** The server's refusal of the last attempt. */
  const [serverError, setServerError] = useState<string>();
  const error = formAlert(form.formState.errors, serverError);

  const onValid = ({ email: typed, password }: LoginValues) => {
    const email = typed.trim();
    login.mutate(
      { email, password },
      {
        onSuccess: ({ token }) => {
          setToken(token);
          void navigate(paths.dashboard.getHref(), { replace: true });
        },
        onError: (err) => {
          // An unverified account: the server has just emailed a fresh OTP, so go and enter it.
          if (err instanceof ApiError && err.status === 403) {
            void navigate(paths.verifyEmail.getHref(), {
              state: {
                email,
                flash: err.message || 'Please verify your email. We sent you a new OTP.',
              },
            });
            return;
          }
          setServerError(getErrorMessage(err, 'Login failed'));
        },
      },
    );
  };

  const errorIdFor = (field: keyof LoginValues) => (error?.field === field ? ERROR_ID : undefined);

  return (
    <form
      className="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        setServerError(undefined);
        void form.handleSubmit(onValid)(event);
      }}
    >
      <TextField
        id="login-email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        errorId={errorIdFor('email')}
        {...form.register('email')}
      />
      <TextField
        id="login-password"
        type="password"
        label="Password"
        autoComplete="current-password"
        errorId={errorIdFor('password')}
        {...form.register('password')}
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
