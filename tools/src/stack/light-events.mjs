// Light mode only (docs/architecture.md §8, §11): delivers the Storage and Firestore events that the official
// emulators would deliver to the functions emulator, so the content pipeline's trigger code (the
// production code) runs locally without Java. Never used in production or in official mode.
import { PROJECT_ID } from '../paths.mjs';
import { cloudEvent, documentObject } from './firestore-cloud-event.mjs';

/** @typedef {import('./firestore-cloud-event.mjs').V1Document} V1Document */

/** How long a trigger lookup may take, ms. */
const LOOKUP_TIMEOUT_MS = 5_000;
/**
 * How long one delivery may take, ms: the longest trigger timeout (the content triggers' 540 s).
 * A hang guard, not a pace: on a loaded 2-core machine a delivery waits behind others for tens
 * of seconds, and giving up early lost events that the functions emulator would have run.
 */
const DELIVERY_TIMEOUT_MS = 540_000;
/**
 * Deliveries in flight per trigger. Each concurrent delivery costs the functions emulator a
 * worker process (the whole functions bundle, ~1 CPU-s to start), and the Firestore triggers are
 * light: one each. The Storage triggers read PDFs: two, one per core of a 2-core machine.
 */
const FIRESTORE_IN_FLIGHT = 1;
const STORAGE_IN_FLIGHT = 2;
/** How old the functions emulator's trigger list may get before it is asked again, ms. */
const TRIGGERS_TTL_MS = 10_000;

/**
 * Firestore document events for the light Firestore substitute. The functions emulator registers
 * Firestore triggers only with a Firestore emulator it started itself, so here the bridge reads
 * the trigger definitions from the functions emulator (`GET /backends`), watches the substitute's
 * in-memory state for writes, and posts each matching change as the CloudEvent the official
 * emulator sends (`google.cloud.firestore.document.v1.{created,updated,deleted,written}`, JSON
 * encoded) to the trigger's route. Events of one document are posted in write order, one at a
 * time; different documents do not wait for each other (a search snapshot build triggered by
 * `meta/content` takes seconds, and must not hold back a subject rename's event), except that at
 * most FIRESTORE_IN_FLIGHT events of one trigger are in flight at once. An update of a document
 * whose previous event is still waiting for its turn joins that event (its `after` becomes the
 * newest): the seed's 306 `meta/content` bumps reached `searchSnapshot` as 306 events queued
 * behind the one builder waiting for quiet, each one more function call; now as 2.
 *
 * It also delivers the Storage server's object events (`deliverStorageEvent`, fed by
 * storage-relay.mjs) to the Storage triggers, at most STORAGE_IN_FLIGHT per trigger and in order
 * per object. Sent to the functions emulator's `trigger_multicast` route instead, all of a seed's
 * 306 uploads entered its first-come work queue at once, and no Firestore event (a paper's
 * split, a note's listing) ran until every PDF was read.
 * @param {{ state: any, functionsHost: string, log?: (line: string) => void }} options `state`
 *   is the substitute's FirestoreState (its emitter fires create/update/delete-document)
 * @returns {{ stop(): void, idle(): Promise<void>, deliverStorageEvent(event: any): void }}
 *   `idle` resolves when every event so far has been handed to the functions emulator
 */
export function bridgeTriggerEvents({ state, functionsHost, log = () => {} }) {
  const base = `http://${functionsHost}`;
  /** Last seen v1 document object per document path: the `oldValue` of the next event. */
  const previous = new Map();
  /** @type {Map<string, Promise<void>>} per document path: its events still being delivered */
  const queues = new Map();
  /**
   * The functions emulator's event triggers (Firestore and Storage), read once and kept: its trigger keys change only
   * when it reloads the functions, and a POST to an old key answers 404, which reads them again.
   * Reading them per event would queue thousands of lookups behind the seed's Storage triggers
   * (the lookup goes through the emulator's work queue) and hold back every later event.
   * @type {Promise<EventTrigger[]> | null}
   */
  let triggers = null;
  /** When the list was last asked for (ms); a list older than TRIGGERS_TTL_MS is asked again. */
  let triggersAt = 0;
  /**
   * The list, asked again in the background when it is older than TRIGGERS_TTL_MS: a rebuild
   * adds triggers under new names (e.g. a new module's trigger) without any old key answering
   * 404, so without this a running stack would never deliver to them. The cached list keeps
   * serving meanwhile, so no event waits on a lookup; at most one lookup per TTL.
   */
  const currentTriggers = () => {
    if (triggers && Date.now() - triggersAt > TRIGGERS_TTL_MS) {
      triggersAt = Date.now();
      eventTriggers()
        .then((fresh) => {
          triggers = Promise.resolve(fresh);
        })
        .catch(() => {});
    }
    if (!triggers) triggersAt = Date.now();
    return (triggers ??= eventTriggers().catch((error) => {
      triggers = null;
      throw error;
    }));
  };

  /**
   * Per document path: its changes in the current Commit, not yet queued. The substitute emits
   * one change per step of a write (a `set` with `FieldValue.increment` emits the set, then the
   * transform as an update) where the official emulator sends ONE event per written document;
   * a Commit runs synchronously, so the changes of one Commit are joined, in a microtask after
   * it, into the event the official emulator would send (`before` as it was before the
   * Commit, `after` as the Commit left it). Without this every `meta/content` bump reached
   * `searchSnapshot` twice, the first time with the version not yet incremented.
   * @type {Map<string, { existed: boolean, before: V1Document | null, document: any, deleted: boolean }>}
   */
  const pending = new Map();
  /**
   * Per document path: its event queued behind an earlier one and not yet posted, which a later
   * update joins (see above).
   * @type {Map<string, { type: string, before: V1Document | null, after: V1Document | null }>}
   */
  const waiting = new Map();
  const onChange =
    (/** @type {'create' | 'update' | 'delete'} */ kind) =>
    (/** @type {{ document: any }} */ { document }) => {
      const path = document.getDocumentPath();
      const change = pending.get(path);
      if (change) {
        change.document = document;
        change.deleted = kind === 'delete';
        return;
      }
      pending.set(path, {
        existed: kind !== 'create',
        before: previous.get(path) ?? null,
        document,
        deleted: kind === 'delete',
      });
      queueMicrotask(() => flush(path));
    };
  /** Queues the joined event of `path`'s changes in one Commit (see `pending`). */
  const flush = (/** @type {string} */ path) => {
    const change = pending.get(path);
    pending.delete(path);
    if (!change) return;
    const { existed, before, deleted } = change;
    // Created and deleted in one Commit: the official emulator sends nothing either.
    if (!existed && deleted) return;
    const after = deleted ? null : documentObject(change.document);
    if (after) previous.set(path, after);
    else previous.delete(path);
    const type = !existed ? 'created' : deleted ? 'deleted' : 'updated';
    const queued = waiting.get(path);
    // Creates and deletes never join: onDocumentCreated / onDocumentDeleted triggers count them.
    if (queued && type === 'updated' && queued.type !== 'deleted') {
      queued.after = after;
      return;
    }
    const event = { type, before, after };
    waiting.set(path, event);
    const next = (queues.get(path) ?? Promise.resolve())
      .then(() => {
        if (waiting.get(path) === event) waiting.delete(path);
        return deliver(event.type, path, event.before, event.after);
      })
      .catch((error) => log(`light events: ${path}: ${error.message}`))
      .finally(() => {
        if (queues.get(path) === next) queues.delete(path);
      });
    queues.set(path, next);
  };
  const listeners = {
    'create-document': onChange('create'),
    'update-document': onChange('update'),
    'delete-document': onChange('delete'),
  };
  for (const [event, listener] of Object.entries(listeners)) state.emitter.on(event, listener);

  /**
   * @param {string} type 'created' | 'updated' | 'deleted'
   * @param {string} path
   * @param {V1Document | null} before null when the document was not written since the bridge
   *   started (e.g. imported data): the event then has no `oldValue`
   * @param {V1Document | null} after
   */
  async function deliver(type, path, before, after) {
    const subscribed = (await triggersWithRetry()).filter(
      (trigger) =>
        trigger.kind === 'firestore' &&
        (trigger.type === type || trigger.type === 'written') &&
        matches(trigger.pattern, path),
    );
    // Each trigger on its own and at once, as Eventarc delivers to each subscriber: one that is
    // slow, fails or hangs must not hold back or cost the others this event. (Delivered one after
    // the other, every `notes/{id}` event waited for noteListed's slot before noteWritten's, and
    // paperWritten, which the seed waits for, queued behind paperListed's backlog.)
    await Promise.all(
      subscribed.map(async (trigger) => {
        const body = cloudEvent(trigger, path, before, after);
        try {
          const res = await withSlot(trigger.id, FIRESTORE_IN_FLIGHT, () =>
            postToTrigger(trigger, body),
          );
          if (!res.ok) log(`light events: ${trigger.id} answered ${res.status} for ${path}`);
        } catch (error) {
          log(`light events: ${trigger.id} for ${path}: ${/** @type {Error} */ (error).message}`);
        }
      }),
    );
  }

  /** Per object name: its Storage events still being delivered. */
  const objectQueues = new Map();
  /**
   * Queues one Storage CloudEvent (`google.cloud.storage.object.v1.*`, as the Storage server
   * posts it) for the triggers of its type and bucket; events of one object in order.
   * @param {{ type: string, data?: { bucket?: string, name?: string } }} event
   */
  function deliverStorageEvent(event) {
    const name = String(event.data?.name ?? '');
    const next = (objectQueues.get(name) ?? Promise.resolve())
      .then(async () => {
        const subscribed = (await triggersWithRetry()).filter(
          (trigger) =>
            trigger.kind === 'storage' &&
            event.type.endsWith(`.${trigger.type}`) &&
            trigger.bucket === event.data?.bucket,
        );
        await Promise.all(
          subscribed.map(async (trigger) => {
            const res = await withSlot(trigger.id, STORAGE_IN_FLIGHT, () =>
              postToTrigger(trigger, event),
            );
            if (!res.ok) log(`light events: ${trigger.id} answered ${res.status} for ${name}`);
          }),
        );
      })
      .catch((/** @type {Error} */ error) => log(`light events: ${name}: ${error.message}`))
      .finally(() => {
        if (objectQueues.get(name) === next) objectQueues.delete(name);
      });
    objectQueues.set(name, next);
  }

  /** Per trigger id: deliveries in flight, and the ones waiting for a slot. */
  const slots = new Map();
  /**
   * Runs `fn` once fewer than `limit` deliveries to that trigger are running. The
   * functions emulator starts a new worker process (the whole functions bundle) for every
   * concurrent call of a trigger: the seed's burst of 278 note writes would otherwise start
   * hundreds of workers for noteWritten and starve the Storage triggers.
   * @template T @param {string} id @param {number} limit @param {() => Promise<T>} fn
   * @returns {Promise<T>}
   */
  async function withSlot(id, limit, fn) {
    const slot = slots.get(id) ?? { active: 0, waiting: [] };
    slots.set(id, slot);
    if (slot.active >= limit) await new Promise((resolve) => slot.waiting.push(resolve));
    slot.active++;
    try {
      return await fn();
    } finally {
      slot.active--;
      slot.waiting.shift()?.();
    }
  }

  /**
   * The trigger list, asked again when a lookup fails or times out: a lookup sent while the
   * functions emulator starts its first workers can go unanswered, and must not hold back every
   * later event.
   */
  async function triggersWithRetry() {
    for (let attempt = 1; ; attempt++) {
      try {
        return await currentTriggers();
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }

  /**
   * Posts the event to the trigger's route; when the functions emulator renamed its triggers (it
   * reloads them after a rebuild, and an old key answers 404), once more under the new name.
   * @param {EventTrigger} trigger @param {object} body
   */
  async function postToTrigger(trigger, body) {
    const first = await post(trigger.key, body);
    if (first.status !== 404) return first;
    triggers = null;
    const fresh = (await currentTriggers()).find((t) => t.id === trigger.id);
    return fresh ? post(fresh.key, body) : first;
  }

  /** @param {string} key @param {object} body */
  function post(key, body) {
    return fetch(`${base}/functions/projects/${PROJECT_ID}/triggers/${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/cloudevents+json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
  }

  /**
   * The event triggers the bridge delivers to: Firestore document triggers (their path pattern)
   * and Storage object triggers (their bucket).
   * @typedef {{ kind: 'firestore' | 'storage', id: string, key: string, type: string,
   *   pattern: string[], bucket?: string }} EventTrigger
   * @returns {Promise<EventTrigger[]>}
   */
  async function eventTriggers() {
    const { backends } = await (
      await fetch(`${base}/backends`, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
    ).json();
    const defs = backends
      .flatMap((/** @type {any} */ b) => b.functionTriggers ?? [])
      .filter((/** @type {any} */ t) => kindOf(t.eventTrigger?.eventType));
    const keys = defs.length ? await triggerKeys() : [];
    return defs.flatMap((/** @type {any} */ def) => {
      // The route's key is `${id}-${generation}`; the generation is not in /backends.
      const key = keys.find(
        (k) => k.startsWith(`${def.id}-`) && /^\d+$/.test(k.slice(def.id.length + 1)),
      );
      const kind = kindOf(def.eventTrigger.eventType);
      const type = def.eventTrigger.eventType.split('.').pop();
      if (!key || !kind) return [];
      if (kind === 'storage') {
        const bucket = def.eventTrigger.eventFilters?.bucket;
        return bucket ? [{ kind, id: def.id, key, type, pattern: [], bucket }] : [];
      }
      const document =
        def.eventTrigger.eventFilterPathPatterns?.document ??
        def.eventTrigger.eventFilters?.document;
      return document ? [{ kind, id: def.id, key, type, pattern: document.split('/') }] : [];
    });
  }

  /**
   * Every trigger key of the functions emulator: its answer to an unknown trigger lists them
   * ("Function x does not exist, valid functions are: a, b").
   * @returns {Promise<string[]>}
   */
  async function triggerKeys() {
    const res = await fetch(
      `${base}/functions/projects/${PROJECT_ID}/triggers/__notesea_light_events_probe__`,
      { method: 'POST', body: '{}', signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) },
    );
    const text = await res.text();
    const list = text.split('valid functions are:')[1] ?? '';
    return list
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
  }

  return {
    stop() {
      for (const [event, listener] of Object.entries(listeners)) state.emitter.off(event, listener);
    },
    idle: async () => {
      while (queues.size || objectQueues.size) {
        await Promise.all([...queues.values(), ...objectQueues.values()]);
      }
    },
    deliverStorageEvent,
  };
}

/**
 * @param {string | undefined} eventType
 * @returns {'firestore' | 'storage' | null}
 */
function kindOf(eventType) {
  if (eventType?.startsWith('google.cloud.firestore.document.v1.')) return 'firestore';
  if (eventType?.startsWith('google.cloud.storage.object.v1.')) return 'storage';
  return null;
}

/** @param {string[]} pattern e.g. ['subjects', '{subjectId}'] @param {string} path */
function matches(pattern, path) {
  const parts = path.split('/');
  return (
    parts.length === pattern.length &&
    pattern.every((segment, i) => /^\{[^}]+\}$/.test(segment) || segment === parts[i])
  );
}
