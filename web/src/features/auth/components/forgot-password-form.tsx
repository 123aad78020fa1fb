import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';

const ERROR_ID = 'forgot-error';

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [error, setError] = useState<{ field?: 'email'; message: string }>();
  const [sent, setSent] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setSent('');
    if (!email) {
      setError({ field: 'email', message: 'Email is required' });
      (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }

    setError(undefined);
    forgot.mutate(
      { email },
      {
        onSuccess: (body) =>
          setSent(
            body?.message || 'If an account exists for this email, a reset link is on its way.',
          ),
        onError: (err) => setError({ message: getErrorMessage(err, 'Something went wrong') }),
      },
    );
  };

  return (
    <form className="form" aria-labelledby="forgot-title" noValidate onSubmit={onSubmit}>
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        hint="We will email you a link to reset your password. Check your inbox or spam folder."
        errorId={error?.field ? ERROR_ID : undefined}
      />
      {error && (
        <p id={ERROR_ID} className="form-alert" role="alert">
          {error.message}
        </p>
      )}
      {sent && (
        <p className="form-status" role="status">
          {sent}
        </p>
      )}
      <Button type="submit" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
