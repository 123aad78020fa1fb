/**
 * Deployment entry: one HTTPS function `api` serving the Express app (docs/architecture.md §1). Hosting rewrites
 * `/api/**` here with the full path, so the app mounts its routers under `/api`.
 */
// First: the options every function below is declared with.
import './global-options.js';
import { onRequest } from 'firebase-functions/v2/https';
import { ALL_SECRETS } from './config.js';
import { lazyRequestHandler } from './lib/lazy-handler.js';

export const api = onRequest(
  {
    secrets: ALL_SECRETS,
    // CORS is decided by the app itself (same-origin in production, localhost in the emulator).
    cors: false,
    invoker: 'public',
    // The search index of the projected full corpus (17k pages) peaks at ~660 MB of RSS while
    // a snapshot loads (docs/decisions/0004-search-past-one-instance.md): above 512 MiB.
    memory: '1GiB',
    timeoutSeconds: 60,
  },
  lazyRequestHandler(async () => (await import('./app.js')).createApp()),
);

export {
  contentDeleted,
  contentMetadataUpdated,
  contentUploaded,
  semesterRenamed,
  subjectRenamed,
} from './modules/content/triggers.js';
export {
  noteShapeChecked,
  notificationShapeChecked,
  paperShapeChecked,
  projectShapeChecked,
  semesterShapeChecked,
  subjectShapeChecked,
} from './modules/content/shape-triggers.js';
export { searchSnapshot } from './modules/search/triggers.js';
export { share } from './modules/share/function.js';
export {
  contributionRefused,
  noteListed,
  paperListed,
  requestReviewed,
  uploadReviewed,
} from './modules/contributions/triggers.js';
export { noteWritten, paperWritten } from './modules/topics/triggers.js';
export { deckSourcesWritten, noteWrittenForDeck } from './modules/practice/triggers.js';
