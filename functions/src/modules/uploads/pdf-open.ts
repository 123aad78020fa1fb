/**
 * Opens an uploaded PDF with pdf.js, as the pipeline will, inside a worker thread with a time
 * and heap budget: pdf.js parses synchronously and keeps every object of an object stream it
 * reads, so a file within the stream limits (bounds.ts) may still ask for many streams or
 * millions of small objects. The worker is terminated when its budget runs out; the `api`
 * function's thread never runs pdf.js on an upload.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface PdfOpenBudget {
  /**
   * CPU seconds the worker thread may use (its start, ~0.2 s, included) before it is terminated.
   * CPU, not wall-clock time: on a busy instance (parallel uploads, a loaded CI machine) an
   * ordinary file waits for a core, and a wall-clock budget refused it.
   */
  maxCpuSeconds: number;
  /** Wall-clock seconds after which the worker is terminated whatever its CPU use. */
  maxSeconds: number;
  /** The worker's V8 heap (old generation), MiB; pdf.js's parsed objects live there. */
  maxHeapMiB: number;
}

/**
 * What pdf.js found: the page count and whether the file is encrypted, or why it was not read:
 * 'password' (needs one), 'unreadable' (pdf.js failed), 'budget' (time or heap ran out).
 */
export type PdfOpenResult =
  { pages: number; encrypted: boolean } | { failed: 'password' | 'unreadable' | 'budget' };

// CommonJS, run with `eval`: no file to ship beside the build, and unpdf is found by the path
// resolved here (the worker has no module of its own to resolve from).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { getDocumentProxy } = await import(workerData.unpdf);
  let pdf;
  try {
    pdf = await getDocumentProxy(workerData.bytes, { isEvalSupported: false });
  } catch (error) {
    parentPort.postMessage({ failed: error && error.name === 'PasswordException' ? 'password' : 'unreadable' });
    return;
  }
  try {
    const encrypted = (await pdf.getPermissions()) !== null;
    parentPort.postMessage({ pages: pdf.numPages, encrypted });
  } catch {
    parentPort.postMessage({ failed: 'unreadable' });
  } finally {
    await pdf.destroy();
  }
})();
`;

let unpdfUrl: string | undefined;

/** How often the worker's CPU time is read against the budget. */
const CPU_POLL_MS = 50;

/**
 * Opens `bytes` (copied to the worker; the caller's stay whole) and reads its page count and
 * permissions. Never throws: every failure is a `failed` result.
 */
export async function openPdfInWorker(
  bytes: Uint8Array,
  budget: PdfOpenBudget,
): Promise<PdfOpenResult> {
  unpdfUrl ??= pathToFileURL(createRequire(import.meta.url).resolve('unpdf')).href;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { unpdf: unpdfUrl, bytes: new Uint8Array(bytes) },
    resourceLimits: { maxOldGenerationSizeMb: budget.maxHeapMiB },
    stdout: true,
    stderr: true,
  });
  // pdf.js's warnings go nowhere (they are the file's problems, not the function's).
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise<PdfOpenResult>((resolve) => {
    let settled = false;
    const settle = (result: PdfOpenResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(() => settle({ failed: 'budget' }), budget.maxSeconds * 1000);
    // worker.cpuUsage() (Node 24) is the worker thread's own CPU time, in microseconds.
    const poll = setInterval(() => {
      worker.cpuUsage().then(
        ({ user, system }) => {
          if ((user + system) / 1e6 > budget.maxCpuSeconds) settle({ failed: 'budget' });
        },
        () => undefined, // the worker has ended; its own event settles
      );
    }, CPU_POLL_MS);
    worker.once('message', (result: PdfOpenResult) => settle(result));
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle({ failed: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'budget' : 'unreadable' }),
    );
    worker.once('exit', () => settle({ failed: 'unreadable' }));
  });
}
