/**
 * `searchSnapshot`: on every write of `meta/content` (the pipeline's version bump, content/
 * version.ts) bring the stored search index snapshot up to date (snapshot-builder.ts). Locally
 * the official Firestore emulator delivers the event; in light mode the event bridge of
 * tools/src/stack/light-events.mjs does (docs/local-stack.md, "Trigger events in light mode").
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, META_DOCS } from '../../lib/collections.js';

export const searchSnapshot = onDocumentWritten(
  {
    document: `${COLLECTIONS.meta}/${META_DOCS.content}`,
    // A build holds the pages read, the index (225 MB at the projected full corpus) and the
    // snapshot being serialised and gzipped: 840 MB of peak RSS at 16k pages without the
    // Firestore documents (docs/decisions/0004-search-past-one-instance.md). 2 GiB costs little for
    // a function that runs once per burst of changes. 540 s is the lease's lifetime.
    memory: '2GiB',
    timeoutSeconds: 540,
    // One build per instance; events that find a build running return in one read.
    concurrency: 1,
    cpu: 1,
  },
  async () => {
    const { refreshSnapshot } = await import('./snapshot-builder.js');
    await refreshSnapshot();
  },
);
