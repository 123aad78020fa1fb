import { useLocation } from 'react-router';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form';
import '@/features/auth/auth.css';

function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { email } = state as { email?: unknown };
  return typeof email === 'string' && email ? email : undefined;
}

export default function VerifyEmailPage() {
  const location = useLocation();

  return (
    <section className="card auth-card" aria-labelledby="verify-title">
      <title>Verify your email · NoteSea</title>
      <h1 id="verify-title">Verify your email</h1>
      <VerifyEmailForm initialEmail={emailFromState(location.state)} />
    </section>
  );
}
