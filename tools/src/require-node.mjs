// Imported first by every entry script in tools/ and bench/: the rest of the script (and every
// module it imports after this one) runs on Node 24, re-run on the packaged Node when needed.
import { ensureNodeMajor } from './node-runtime.mjs';

await ensureNodeMajor();
