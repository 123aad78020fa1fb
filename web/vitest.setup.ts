import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './src/testing/server';

// findBy*/waitFor wait for what the user would see; this is only how long before they give up.
// Lazy route chunks are compiled on first import, which on a loaded 2-core machine can take
// seconds: the default 1 s made the suite fail there and pass on an idle one.
configure({ asyncUtilTimeout: 10_000 });

// Saving a note for offline fetches pdf.js in the background. jsdom cannot run pdf.js (no
// DOMMatrix), and that background import fails and logs after its test file has ended — which
// vitest then reports as an error of the whole run ("Closing rpc while onUserConsoleLog was
// pending") on a machine slow enough. The reader's tests mock the engine itself.
vi.mock('@/features/reader/utils/preload-pdf-engine', () => ({ preloadPdfEngine: vi.fn() }));

// Files are Node's own Blob, File and FormData, as in a browser, where fetch, XMLHttpRequest and
// FormData share one implementation. Under jsdom, MSW hands jsdom's FormData and Files to Node's
// fetch (undici 7), which reads a file part only when it is its own File: jsdom's arrived empty or
// as "[object Blob]", and parsing a multipart body asserted on jsdom's File (Node 20's fetch was
// looser). Tests create files with `new File(…)`, so they get Node's too.
// Node exports no FormData module; its fetch's own class is the one a parsed body comes as.
const NodeFormData = (
  await new Response('', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData()
).constructor as typeof FormData;
// jsdom's FileReader (user-event's clipboard reads through it) takes only jsdom's Blob: it gets a
// copy of a Node Blob's bytes.
const JsdomBlob = globalThis.Blob;
for (const method of ['readAsText', 'readAsArrayBuffer', 'readAsDataURL'] as const) {
  const read = FileReader.prototype[method] as (
    this: FileReader,
    blob: Blob,
    ...rest: unknown[]
  ) => void;
  FileReader.prototype[method] = function (this: FileReader, blob: Blob, ...rest: unknown[]) {
    if (!(blob instanceof NodeBlob)) return read.call(this, blob, ...rest);
    void blob
      .arrayBuffer()
      .then((bytes) => read.call(this, new JsdomBlob([bytes], { type: blob.type }), ...rest));
  };
}
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;
globalThis.FormData = NodeFormData;

// Any request a test did not mock is a bug in the test or the code: fail loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Vitest globals are off, so Testing Library cannot register its own cleanup.
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
