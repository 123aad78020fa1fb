import { Link, useNavigate } from 'react-router';
import { FormShell, useFormShell } from '@/components/ui/form-shell';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage, setToken } from '@/lib/api-client';
import { firstErrorResolver } from '@/lib/first-error-resolver';
import { useLogin } from '../api/login';

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
  const { form, alert, errorIdFor, setServerError, submit } = useFormShell<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
    alertId: 'login-error',
  });

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

  return (
    <FormShell
      aria-labelledby={headingId}
      alert={alert}
      onSubmit={(event) => submit(event, onValid)}
      pending={login.isPending}
      submitLabel="Login"
      pendingLabel="Logging in..."
      footer={
        <Link to={paths.forgotPassword.getHref()} className="form__aside">
          Forgot password?
        </Link>
      }
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
    </FormShell>
  );
}
