import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { PASSWORD_MIN } from '@shared/accounts-rules';
import { useResetPassword } from '../api/reset-password';

const ERROR_ID = 'reset-error';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [error, setError] = useState<{ field?: 'password'; message: string }>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    // The API's bounds, checked here too so the user need not wait for a round trip.
    const problem = !password
      ? 'Password is required'
      : password.length < PASSWORD_MIN
        ? `Password must be at least ${PASSWORD_MIN} characters`
        : undefined;
    if (problem) {
      setError({ field: 'password', message: problem });
      (form.elements.namedItem('password') as HTMLInputElement | null)?.focus();
      return;
    }

    setError(undefined);
    reset.mutate(
      { token, password },
      {
        onSuccess: (body) =>
          navigate(paths.home.getHref(), {
            replace: true,
            state: { flash: body?.message || 'Your password has been reset. Please log in.' },
          }),
        onError: (err) => setError({ message: getErrorMessage(err, 'Something went wrong') }),
      },
    );
  };

  return (
    <form className="form" aria-labelledby="reset-title" noValidate onSubmit={onSubmit}>
      <TextField
        id="reset-password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters"
        errorId={error?.field ? ERROR_ID : undefined}
      />
      {error && (
        <p id={ERROR_ID} className="form-alert" role="alert">
          {error.message}
        </p>
      )}
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
