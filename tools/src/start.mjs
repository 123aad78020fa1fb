// `npm start`: the whole app with demo data at http://127.0.0.1:5000 (DESIGN.md §8).
import { startStack } from './stack/index.mjs';

const log = (line) => console.log(line);

try {
  const stack = await startStack({ log });
  log(`\nNoteSea is running at ${stack.url}  (emulator log: ${stack.logFile})`);
  log('New mail (OTPs, reset links) is printed here. Press Ctrl-C to stop.\n');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('\nStopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`\nCould not start NoteSea: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
