import { InstallApp } from '@/features/pwa/components/install-app';
import '@/styles/content.css';

export default function InstallPage() {
  return (
    <article className="prose">
      <title>Install the app · NoteSea</title>
      <header className="page-header">
        <h1>Install NoteSea</h1>
        <p className="lead">
          Add NoteSea to your home screen: it opens like an app, starts faster and still opens when
          your network drops.
        </p>
      </header>
      <InstallApp />
    </article>
  );
}
