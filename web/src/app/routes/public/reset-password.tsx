import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import '@/features/auth/auth.css';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();

  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <title>Reset password · NoteSea</title>
      <h1 id="reset-title">Reset password</h1>
      <p className="subtitle">Choose a new password for your account.</p>
      <ResetPasswordForm token={token} />
      <p className="auth-card__footer">
        <Link to={paths.forgotPassword.getHref()}>Request a new link</Link>
      </p>
    </section>
  );
}
