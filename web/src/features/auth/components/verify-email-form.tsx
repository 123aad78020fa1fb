import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorMessage, setToken } from '@/lib/api-client';
import { OTP_TTL_SECONDS } from '@notesea/contract/accounts-rules';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';

const EXPIRED_MESSAGE = 'OTP expired. Please request a new one.';
const ERROR_ID = 'verify-error';

type Field = 'email' | 'otp';
type Feedback =
  { kind: 'error'; field?: Field; message: string } | { kind: 'info'; message: string };

type VerifyEmailFormProps = {
  /** From navigation state (docs/product.md §2); when absent the page asks for it. */
  initialEmail?: string;
};

export function VerifyEmailForm({ initialEmail }: VerifyEmailFormProps) {
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const { remaining, expired, restart } = useCountdown(OTP_TTL_SECONDS);
  const [email, setEmail] = useState(initialEmail ?? '');
  const [otp, setOtp] = useState('');
  const [feedback, setFeedback] = useState<Feedback>();

  const fail = (message: string, field?: Field) => {
    setFeedback({ kind: 'error', field, message });
    if (field) document.getElementById(`verify-${field}`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // docs/product.md §5: verification is blocked once the countdown has run out.
    if (expired) return fail(EXPIRED_MESSAGE);
    if (!email.trim()) return fail('Email is required', 'email');
    if (!otp.trim()) return fail('OTP is required', 'otp');

    setFeedback(undefined);
    verify.mutate(
      { email: email.trim(), otp: otp.trim() },
      {
        onSuccess: ({ token }) => {
          setToken(token);
          void navigate(paths.dashboard.getHref(), {
            replace: true,
            // Verifying is the end of signing up: the account's first visit ("Welcome").
            state: { flash: 'Email verified!', firstVisit: true },
          });
        },
        onError: (err) => fail(getErrorMessage(err, 'Verification failed')),
      },
    );
  };

  const onResend = () => {
    if (!email.trim()) return fail('Email is required', 'email');
    resend.mutate(
      { email: email.trim() },
      {
        onSuccess: (body) => {
          restart();
          setOtp('');
          setFeedback({
            kind: 'info',
            message: body?.message || 'A new OTP has been sent to your email.',
          });
        },
        onError: (err) => fail(getErrorMessage(err, 'Could not send a new OTP')),
      },
    );
  };

  const errorIdFor = (field: Field) =>
    feedback?.kind === 'error' && feedback.field === field ? ERROR_ID : undefined;
  // The expiry notice stays up until a new code is requested, whatever else was said before.
  const alert = expired ? EXPIRED_MESSAGE : feedback?.kind === 'error' ? feedback.message : '';

  return (
    <form className="form" aria-labelledby="verify-title" noValidate onSubmit={onSubmit}>
      {initialEmail ? (
        <p>
          We sent a 6-digit code to <strong>{initialEmail}</strong>. Enter it below.
        </p>
      ) : (
        <TextField
          id="verify-email"
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errorId={errorIdFor('email')}
        />
      )}
      <TextField
        id="verify-otp"
        label="OTP"
        hint="The 6-digit code from the email. Check your spam folder if it has not arrived."
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
        errorId={errorIdFor('otp')}
      />
      <p className="countdown">
        Code expires in{' '}
        <span role="timer" aria-label="Time left" className="countdown__time">
          {formatCountdown(remaining)}
        </span>
      </p>
      {alert && (
        <p id={ERROR_ID} className="form-alert" role="alert">
          {alert}
        </p>
      )}
      {feedback?.kind === 'info' && !expired && (
        <p className="form-status" role="status">
          {feedback.message}
        </p>
      )}
      <div className="form__actions">
        <Button type="submit" disabled={expired || verify.isPending}>
          {expired ? 'OTP Expired' : verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Button variant="secondary" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend OTP'}
        </Button>
      </div>
    </form>
  );
}
