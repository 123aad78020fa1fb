import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in TypeScript's DOM library because it is not a standard. */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferred: BeforeInstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

/**
 * Starts listening for the browser's install offer. Called first thing in main.tsx: the event
 * fires once, early, and a listener added later by a lazy chunk would miss it.
 */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; our Download App / Install App buttons offer it.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const canInstallNow = () => deferred !== null;

/**
 * Whether the browser currently offers to install NoteSea, and a function that shows its
 * prompt. Resolves true when the user accepted. The offer can be used once, so it is dropped.
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const canInstall = useSyncExternalStore(subscribe, canInstallNow, () => false);
  return { canInstall, install: promptInstall };
}

async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
