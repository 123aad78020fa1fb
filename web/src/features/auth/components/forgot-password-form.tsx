import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { firstErrorResolver, formAlert } from '@/lib/first-error-resolver';
import { useForgotPassword } from '../api/forgot-password';

const ERROR_ID = 'forgot-error';

type ForgotValues = { email: string };

const resolver = firstErrorResolver<ForgotValues>(({ email }) =>
  email.trim() ? undefined : { field: 'email', message: 'Email is required' },
);

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotValues>({
    resolver,
    defaultValues: { email: '' },
    // As before: the message stays until the next attempt.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  /** The server's refusal of the last attempt. */
  const [serverError, setServerError] = useState<string>();
  const [sent, setSent] = useState('');
  const error = formAlert(form.formState.errors, serverError);

  const onValid = ({ email }: ForgotValues) =>
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: (body) =>
          setSent(
            body?.message || 'If an account exists for this email, a reset link is on its way.',
          ),
        onError: (err) => setServerError(getErrorMessage(err, 'Something went wrong')),
      },
    );

  return (
    <form
      className="form"
      aria-labelledby="forgot-title"
      noValidate
      onSubmit={(event) => {
        setSent('');
        setServerError(undefined);
        void form.handleSubmit(onValid)(event);
      }}
    >
      <TextField
        id="forgot-email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        hint="We will email you a link to reset your password. Check your inbox or spam folder."
        errorId={error?.field ? ERROR_ID : undefined}
        {...form.register('email')}
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
