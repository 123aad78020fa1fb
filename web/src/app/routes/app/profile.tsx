import { ProfilePanel } from '@/features/profile/components/profile-panel';
import '@/features/profile/profile.css';

export default function ProfilePage() {
  return (
    <>
      <title>Profile · NoteSea</title>
      <header className="page-header">
        <h1>My profile</h1>
        <p className="subtitle">Your account details. Your email cannot be changed.</p>
      </header>
      <section className="card profile-card" aria-label="Profile details">
        <ProfilePanel />
      </section>
    </>
  );
}
