import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { firstErrorResolver, formAlert } from '@/lib/first-error-resolver';
import { PASSWORD_MIN } from '@notesea/contract/accounts-rules';
import { useResetPassword } from '../api/reset-password';

const ERROR_ID = 'reset-error';

type ResetValues = { password: string };

// The API's bounds, checked here too so the user need not wait for a round trip.
const resolver = firstErrorResolver<ResetValues>(({ password }) => {
  if (!password) return { field: 'password', message: 'Password is required' };
  if (password.length < PASSWORD_MIN) {
    return { field: 'password', message: `Password must be at least ${PASSWORD_MIN} characters` };
  }
  return undefined;
});

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    resolver,
    defaultValues: { password: '' },
    // As before: the message stays until the next attempt.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  /** The server's refusal of the last attempt. */
  const [serverError, setServerError] = useState<string>();
  const error = formAlert(form.formState.errors, serverError);

  const onValid = ({ password }: ResetValues) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: (body) =>
          void navigate(paths.home.getHref(), {
            replace: true,
            state: { flash: body?.message || 'Your password has been reset. Please log in.' },
          }),
        onError: (err) => setServerError(getErrorMessage(err, 'Something went wrong')),
      },
    );

  return (
    <form
      className="form"
      aria-labelledby="reset-title"
      noValidate
      onSubmit={(event) => {
        setServerError(undefined);
        void form.handleSubmit(onValid)(event);
      }}
    >
      <TextField
        id="reset-password"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters"
        errorId={error?.field ? ERROR_ID : undefined}
        {...form.register('password')}
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
