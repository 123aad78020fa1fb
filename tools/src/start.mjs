// `npm start`: the whole app with demo data at http://127.0.0.1:5000 (docs/architecture.md §8).
// Data is kept across runs in .runtime/data (NOTESEA_DATA_DIR overrides the folder);
// `npm start -- --fresh` discards it and seeds again. NOTESEA_SKIP_BUILD=1 reuses the builds.
import './require-node.mjs';
import path from 'node:path';
import { describeRuntime } from './node-runtime.mjs';
import { ROOT } from './paths.mjs';
import { startStack } from './stack/index.mjs';
import { discardStackData, displayPath } from './stack/persistence.mjs';

const log = (/** @type {string} */ line) => console.log(line);
const abort = new AbortController();
/** @type {Promise<Awaited<ReturnType<typeof startStack>>> | undefined} */
let starting;
let stopping = false;

// Registered before start-up so Ctrl-C while building or waiting also stops what was started.
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  log('\nStopping…');
  abort.abort();
  // A start in progress cleans up after itself when aborted; a finished one is stopped here.
  const stack = await starting?.catch(() => undefined);
  await stack?.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  log('Starting NoteSea (this takes about half a minute)…');
  log(`• ${describeRuntime()}`);
  const dataDir = path.resolve(ROOT, process.env.NOTESEA_DATA_DIR ?? '.runtime/data');
  if (process.argv.includes('--fresh')) {
    discardStackData(dataDir);
    log(`• --fresh: discarded the saved data in ${displayPath(dataDir)}`);
  }
  // NOTESEA_SKIP_SEED=1: no demo content (tests/stack/persistence.test.ts writes its own).
  const seed = process.env.NOTESEA_SKIP_SEED !== '1';
  starting = startStack({ log, signal: abort.signal, dataDir, seed });
  const stack = await starting;
  log(`\nNoteSea is running at ${stack.url}  (emulator log: ${stack.logFile})`);
  log('New mail (OTPs, reset links) is printed here. Press Ctrl-C to stop.\n');
} catch (error) {
  if (!stopping) {
    console.error(`\nCould not start NoteSea: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
