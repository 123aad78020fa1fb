import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { captureInstallPrompt } from './lib/install-prompt';
import { initTelegramWebApp } from './lib/telegram';
import './styles/index.css';

// Before anything renders: the install offer fires once, early (spec §2 Download App button).
captureInstallPrompt();
initTelegramWebApp();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// The service worker is for built apps only (a dev server's modules change on every save). Its
// code, with workbox-window, is a separate chunk fetched after load, off the critical path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./features/pwa/register-service-worker')
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.error('Could not load the service worker', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
