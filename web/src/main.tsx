import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadPage } from './app/router';
import { getToken } from './lib/api-client';
import { captureInstallPrompt } from './lib/install-prompt';
import { whenIdleAfterPaint } from './lib/after-paint';
import { initTelegramWebApp } from './lib/telegram';
import './styles/index.css';

// Before anything renders: the install offer fires once, early (docs/product.md §2 Download App button).
captureInstallPrompt();
initTelegramWebApp();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's chunks (none for the landing page, which is in this one) are fetched before
// the first render, so it paints the page itself rather than a spinner that the page then pushes
// around. The first render is a transition, so React renders it in slices that yield to the
// browser every few milliseconds instead of one long task (the dashboard's first render was a
// 230 ms task under Lighthouse's 4x CPU throttle, most of its total blocking time).
void preloadPage(window.location.pathname, Boolean(getToken())).then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
});

// The service worker is for built apps only (a dev server's modules change on every save). Its
// code, with workbox-window, is a separate chunk fetched after load, the first paint (`load`
// fires before React's first render commits) and once the main thread is idle: off the
// critical path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void whenIdleAfterPaint()
      .then(() => import('./features/pwa/register-service-worker'))
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.error('Could not load the service worker', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
