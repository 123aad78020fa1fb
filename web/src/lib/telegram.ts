/** The part of Telegram's Web App object NoteSea uses (https://core.telegram.org/bots/webapps). */
export type TelegramWebApp = {
  ready(): void;
  MainButton: {
    setText(text: string): unknown;
    show(): unknown;
  };
};

declare global {
  interface Window {
    /** Injected by Telegram's script when a bot opens NoteSea as a Web App; absent elsewhere. */
    Telegram?: { WebApp?: TelegramWebApp };
  }
}

/**
 * docs/product.md §2: inside Telegram, tell the host the app is ready and show a 'Confirm' main button.
 * We never load Telegram's script ourselves, so outside Telegram this does nothing; a broken
 * host object must not stop the app from starting.
 */
export function initTelegramWebApp(host: Pick<Window, 'Telegram'> = window): boolean {
  const webApp = host.Telegram?.WebApp;
  if (!webApp) return false;
  try {
    webApp.ready();
    webApp.MainButton.setText('Confirm');
    webApp.MainButton.show();
    return true;
  } catch (error) {
    console.warn('Telegram Web App setup failed', error);
    return false;
  }
}
