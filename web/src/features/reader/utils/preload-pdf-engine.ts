/**
 * Downloads the reader's PDF engine (pdf.js and its worker) without opening anything, so it is
 * on the device before the network goes: call it after saving a note for offline. The service
 * worker keeps both files (vite.config.ts); they are left out of the install-time precache.
 */
export function preloadPdfEngine(): void {
  import('../lib/pdf-engine')
    .then((engine) => engine.preloadWorker())
    // Only a head start: the reader loads the engine itself when it opens.
    .catch((error: unknown) => console.error('Could not preload the PDF engine', error));
}
