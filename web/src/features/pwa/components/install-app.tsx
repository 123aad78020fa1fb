import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '@/lib/install-prompt';

const standaloneQuery = '(display-mode: standalone)';

function subscribeStandalone(listener: () => void) {
  const query = window.matchMedia?.(standaloneQuery);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const isStandalone = () => window.matchMedia?.(standaloneQuery).matches ?? false;

/**
 * docs/product.md §2 /install: the 'Install App' button appears only when the browser offers its install
 * prompt; otherwise the manual steps for each platform.
 */
export function InstallApp() {
  const { canInstall, install } = useInstallPrompt();
  const installed = useSyncExternalStore(subscribeStandalone, isStandalone, () => false);
  const [outcome, setOutcome] = useState<'accepted' | 'dismissed' | null>(null);

  if (installed) {
    return (
      <p className="card" role="status">
        You are already using the installed NoteSea app.
      </p>
    );
  }

  return (
    <>
      {canInstall && (
        <section className="card install-offer" aria-labelledby="install-offer-title">
          <h2 id="install-offer-title">Your browser can install NoteSea</h2>
          <p>It takes a few seconds and uses very little storage.</p>
          <Button
            onClick={() =>
              void install().then((accepted) => setOutcome(accepted ? 'accepted' : 'dismissed'))
            }
          >
            Install App
          </Button>
        </section>
      )}
      {outcome && (
        <p className="form-status" role="status">
          {outcome === 'accepted'
            ? 'NoteSea is being installed. Look for it on your home screen.'
            : 'No problem. You can install NoteSea later from this page.'}
        </p>
      )}
      <section aria-labelledby="install-steps-title">
        <h2 id="install-steps-title">Install it yourself</h2>
        <div className="two-col">
          <div className="card">
            <h3>Android (Chrome)</h3>
            <ol className="steps">
              <li>Open NoteSea in Chrome.</li>
              <li>Tap the ⋮ menu at the top right.</li>
              <li>Tap &quot;Add to Home screen&quot; or &quot;Install app&quot;.</li>
            </ol>
          </div>
          <div className="card">
            <h3>iPhone and iPad (Safari)</h3>
            <ol className="steps">
              <li>Open NoteSea in Safari.</li>
              <li>Tap the Share button.</li>
              <li>Tap &quot;Add to Home Screen&quot;, then &quot;Add&quot;.</li>
            </ol>
          </div>
          <div className="card">
            <h3>Laptop (Chrome or Edge)</h3>
            <ol className="steps">
              <li>Open NoteSea.</li>
              <li>Click the install icon at the right end of the address bar.</li>
              <li>Click &quot;Install&quot;.</li>
            </ol>
          </div>
        </div>
      </section>
    </>
  );
}
