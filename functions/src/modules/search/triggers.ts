/**
 * `searchSnapshot`: on every write of `meta/content` (the pipeline's version bump, content/
 * version.ts) bring the stored search index snapshot up to date (snapshot-builder.ts). Locally
 * the official Firestore emulator delivers the event; in light mode the event bridge of
 * tools/src/stack/light-events.mjs does (README).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { refreshSnapshot } from './snapshot-builder.js';

export const searchSnapshot = onDocumentWritten(
  {
    document: 'meta/content',
    region: 'asia-south1',
    // A build holds the index (220 MB at the projected full corpus, README) plus the pages read
    // and the JSON being gzipped; 1 GiB leaves room. 540 s is the lease's lifetime.
    memory: '1GiB',
    timeoutSeconds: 540,
    // One build per instance; events that find a build running return in one read.
    concurrency: 1,
    cpu: 1,
    maxInstances: 10,
  },
  async () => {
    await refreshSnapshot();
  },
);
