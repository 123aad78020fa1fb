// Light mode's uses of @firestore-emulator/server internals (docs/architecture.md §8): its grpc-js server,
// bound here on loopback with counted handlers, and the proto class its commits parse writes
// with. versions.mjs checks both packages' installed versions before any of it runs.
import { loadPatched } from './versions.mjs';

const PATCH = 'tools/src/stack/patches/firestore-emulator.mjs';

/** @returns {ReturnType<typeof loadPatched>} */
const emulatorPackage = () => loadPatched('@firestore-emulator/server', { patch: PATCH });

/**
 * Starts the in-memory gRPC Firestore substitute on 127.0.0.1:`port`, calling `onCall(method)`
 * before every RPC it serves (method: RunQuery, BatchGetDocuments, Commit, …).
 * @param {{ port: number, onCall: (method: string) => void }} options
 * @returns {Promise<{ stop(): Promise<void>, state: any }>} `state` is the in-memory
 *   FirestoreState (its emitter fires create/update/delete-document)
 */
export async function startFirestoreServer({ port, onCall }) {
  const server = emulatorPackage();
  // Through require: the package's "module" build has extension-less imports that Node's ESM
  // loader (and vitest's) cannot resolve; its CommonJS build works everywhere.
  const { FirestoreServer, FirestoreStateCollection, FirestoreStateDocument } = server.require(
    server.dir,
  );
  addDocumentsInPlace(FirestoreStateCollection, FirestoreStateDocument);
  const firestore = new FirestoreServer();
  // Its own start() binds 0.0.0.0; a dev database belongs on loopback only. The credentials must
  // come from the same grpc-js copy the server was built with.
  const grpc = loadPatched('@grpc/grpc-js', { patch: PATCH, from: server.dir });
  const { ServerCredentials } = grpc.require('@grpc/grpc-js');
  await new Promise((resolve, reject) =>
    firestore.server.bindAsync(
      `127.0.0.1:${port}`,
      ServerCredentials.createInsecure(),
      (/** @type {Error | null} */ err) => (err ? reject(err) : resolve(undefined)),
    ),
  );
  countCalls(firestore.server, onCall);
  return { stop: () => firestore.stop?.() ?? Promise.resolve(), state: firestore.state };
}

/**
 * Makes a collection add its first-seen documents to its map in place. The package copies the
 * whole map (immer `produce`) for every new document, so filling a collection is quadratic: the
 * seed's 862 `contentPages` alone cost ~0.5 CPU-s of copying plus the garbage. Nothing keeps an
 * old map: every reader goes through `collection.documents` at the time it reads.
 * @typedef {{ documents: Record<string, unknown>, emitter: unknown, database: unknown }} StateCollection
 * @param {{ prototype: { getDocument(this: StateCollection, name: string): unknown } }} Collection
 *   FirestoreStateCollection (`documents`: a plain object of FirestoreStateDocument by id)
 * @param {new (...args: unknown[]) => unknown} Document FirestoreStateDocument
 */
function addDocumentsInPlace(Collection, Document) {
  /** @this {StateCollection} @param {string} name */
  Collection.prototype.getDocument = function getDocument(name) {
    if (!Object.hasOwn(this.documents, name)) {
      this.documents[name] = new Document(this.emitter, this.database, this, name, {}, {});
    }
    return this.documents[name];
  };
}

/**
 * Wraps every registered gRPC handler so each call is reported.
 * @param {{ handlers: Map<string, { func: Function }> }} grpcServer grpc-js Server (its handler
 *   map is private)
 * @param {(method: string) => void} onCall
 */
function countCalls(grpcServer, onCall) {
  for (const [name, handler] of grpcServer.handlers) {
    const method = name.split('/').pop() ?? name;
    const inner = handler.func;
    handler.func = (/** @type {unknown[]} */ ...args) => {
      onCall(method);
      return inner(...args);
    };
  }
}

/**
 * The proto class the substitute parses writes with, from the copy its CommonJS build loads.
 * @returns {{ fromObject(data: object): unknown }}
 */
export function v1WriteClass() {
  const server = emulatorPackage();
  return server.require(
    server.require.resolve('@firestore-emulator/proto/dist/google/firestore/v1/write.js'),
  ).Write;
}
