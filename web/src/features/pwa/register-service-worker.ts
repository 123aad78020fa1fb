import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the Workbox service worker that precaches the app shell (docs/product.md §2: "a service worker
 * is registered on load"). Loaded as its own chunk after `load`, so it costs the landing page
 * nothing. With registerType 'autoUpdate' a new deploy activates at once and reloads open tabs.
 */
export function registerServiceWorker(): void {
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}
