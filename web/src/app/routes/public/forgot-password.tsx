import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import '@/features/auth/auth.css';

export default function ForgotPasswordPage() {
  return (
    <section className="card auth-card" aria-labelledby="forgot-title">
      <title>Forgot password · NoteSea</title>
      <h1 id="forgot-title">Forgot password</h1>
      <p className="subtitle">Enter the email you registered with.</p>
      <ForgotPasswordForm />
      <p className="auth-card__footer">
        <Link to={paths.home.getHref()}>Back to login</Link>
      </p>
    </section>
  );
}
