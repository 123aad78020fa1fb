/**
 * The `share` HTTPS function: Hosting rewrites `/notes/**` and `/pyqs/**` here
 * (firebase.json, after `/api/**` and before the SPA fallback). routes.ts says what it answers.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { lazyRequestHandler } from '../../lib/lazy-handler.js';

export const share = onRequest(
  {
    invoker: 'public',
    cors: false,
    // A render holds the PDF (≤ 50 MB), pdf.js' document and a 1200 px canvas; the HTML needs
    // little. 1 GiB leaves room for a few renders at once on one instance.
    memory: '1GiB',
    cpu: 1,
    timeoutSeconds: 60,
  },
  lazyRequestHandler(async () => (await import('./routes.js')).createShareApp()),
);
