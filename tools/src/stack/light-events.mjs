// Light mode only (DESIGN §8, §11): delivers the Storage and Firestore events that the official
// emulators would deliver to the functions emulator, so the content pipeline's trigger code (the
// production code) runs locally without Java. Never used in production or in official mode.
import { randomUUID } from 'node:crypto';
import { PROJECT_ID } from '../paths.mjs';

/** How long a trigger lookup may take, ms. */
const LOOKUP_TIMEOUT_MS = 5_000;
/**
 * How long one delivery may take, ms: the longest trigger timeout (the content triggers' 540 s).
 * A hang guard, not a pace: on a loaded 2-core machine a delivery waits behind others for tens
 * of seconds, and giving up early lost events that the functions emulator would have run.
 */
const DELIVERY_TIMEOUT_MS = 540_000;
/** Deliveries to one trigger at a time (each concurrent one costs the emulator a worker). */
const MAX_IN_FLIGHT = 2;
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
 * most MAX_IN_FLIGHT events of one trigger are in flight at once.
 * @param {{ state: any, functionsHost: string, log?: (line: string) => void }} options `state`
 *   is the substitute's FirestoreState (its emitter fires create/update/delete-document)
 * @returns {{ stop(): void, idle(): Promise<void> }} `idle` resolves when every event so far
 *   has been handed to the functions emulator
 */
export function bridgeFirestoreEvents({ state, functionsHost, log = () => {} }) {
  const base = `http://${functionsHost}`;
  /** Last seen v1 document object per document path: the `oldValue` of the next event. */
  const previous = new Map();
  /** @type {Map<string, Promise<void>>} per document path: its events still being delivered */
  const queues = new Map();
  /**
   * The functions emulator's Firestore triggers, read once and kept: its trigger keys change only
   * when it reloads the functions, and a POST to an old key answers 404, which reads them again.
   * Reading them per event would queue thousands of lookups behind the seed's Storage triggers
   * (the lookup goes through the emulator's work queue) and hold back every later event.
   * @type {Promise<FirestoreTrigger[]> | null}
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
      firestoreTriggers()
        .then((fresh) => {
          triggers = Promise.resolve(fresh);
        })
        .catch(() => {});
    }
    if (!triggers) triggersAt = Date.now();
    return (triggers ??= firestoreTriggers().catch((error) => {
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
    const next = (queues.get(path) ?? Promise.resolve())
      .then(() => deliver(type, path, before, after))
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
        (trigger.type === type || trigger.type === 'written') && matches(trigger.pattern, path),
    );
    // Each trigger on its own and at once, as Eventarc delivers to each subscriber: one that is
    // slow, fails or hangs must not hold back or cost the others this event. (Delivered one after
    // the other, every `notes/{id}` event waited for noteListed's slot before noteWritten's, and
    // paperWritten, which the seed waits for, queued behind paperListed's backlog.)
    await Promise.all(
      subscribed.map(async (trigger) => {
        const body = cloudEvent(trigger, path, before, after);
        try {
          const res = await withSlot(trigger.id, async () => {
            const first = await post(trigger.key, body);
            if (first.status !== 404) return first;
            // The functions emulator renamed its triggers (it reloads them after a rebuild).
            triggers = null;
            const fresh = (await currentTriggers()).find((t) => t.id === trigger.id);
            return fresh ? post(fresh.key, body) : first;
          });
          if (!res.ok) log(`light events: ${trigger.id} answered ${res.status} for ${path}`);
        } catch (error) {
          log(`light events: ${trigger.id} for ${path}: ${/** @type {Error} */ (error).message}`);
        }
      }),
    );
  }

  /** Per trigger id: deliveries in flight, and the ones waiting for a slot. */
  const slots = new Map();
  /**
   * Runs `fn` once fewer than MAX_IN_FLIGHT deliveries to that trigger are running. The
   * functions emulator starts a new worker process (the whole functions bundle) for every
   * concurrent call of a trigger: the seed's burst of 278 note writes would otherwise start
   * hundreds of workers for noteWritten and starve the Storage triggers.
   * @template T @param {string} id @param {() => Promise<T>} fn @returns {Promise<T>}
   */
  async function withSlot(id, fn) {
    const slot = slots.get(id) ?? { active: 0, waiting: [] };
    slots.set(id, slot);
    if (slot.active >= MAX_IN_FLIGHT) await new Promise((resolve) => slot.waiting.push(resolve));
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
   * @typedef {{ id: string, key: string, type: string, pattern: string[] }} FirestoreTrigger
   * @returns {Promise<FirestoreTrigger[]>}
   */
  async function firestoreTriggers() {
    const { backends } = await (
      await fetch(`${base}/backends`, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
    ).json();
    const defs = backends
      .flatMap((/** @type {any} */ b) => b.functionTriggers ?? [])
      .filter((/** @type {any} */ t) =>
        t.eventTrigger?.eventType?.startsWith('google.cloud.firestore.document.v1.'),
      );
    const keys = defs.length ? await triggerKeys() : [];
    return defs.flatMap((/** @type {any} */ def) => {
      // The route's key is `${id}-${generation}`; the generation is not in /backends.
      const key = keys.find(
        (k) => k.startsWith(`${def.id}-`) && /^\d+$/.test(k.slice(def.id.length + 1)),
      );
      const document =
        def.eventTrigger.eventFilterPathPatterns?.document ??
        def.eventTrigger.eventFilters?.document;
      if (!key || !document) return [];
      return [
        {
          id: def.id,
          key,
          type: def.eventTrigger.eventType.split('.').pop(),
          pattern: document.split('/'),
        },
      ];
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
      while (queues.size) await Promise.all(queues.values());
    },
  };
}

/** @param {string[]} pattern e.g. ['subjects', '{subjectId}'] @param {string} path */
function matches(pattern, path) {
  const parts = path.split('/');
  return (
    parts.length === pattern.length &&
    pattern.every((segment, i) => /^\{[^}]+\}$/.test(segment) || segment === parts[i])
  );
}

/**
 * The substitute's document as a plain v1 object (snake_case protobuf JSON). Not
 * `toV1Document().toObject()`: its Value messages list every member of the `value_type` oneof
 * with its default (`string_value: ''` beside the set `integer_value`), so numbers, booleans,
 * timestamps, arrays and maps all arrived as empty strings; this form holds only the set member.
 * @param {any} document the substitute's document
 * @returns {V1Document}
 */
function documentObject(document) {
  return document.toV1DocumentObject();
}

/**
 * The CloudEvent of a document change, as the Firestore emulator posts it with
 * `datacontenttype: application/json` (firebase-functions' createSnapshotFromJson reads it).
 * @param {{ type: string }} trigger
 * @param {string} path
 * @param {V1Document | null} before
 * @param {V1Document | null} after
 */
function cloudEvent(trigger, path, before, after) {
  const database = '(default)';
  return {
    specversion: '1.0',
    id: randomUUID(),
    source: `//firestore.googleapis.com/projects/${PROJECT_ID}/databases/${database}`,
    type: `google.cloud.firestore.document.v1.${trigger.type}`,
    time: new Date().toISOString(),
    subject: `documents/${path}`,
    datacontenttype: 'application/json',
    project: PROJECT_ID,
    database,
    namespace: '(default)',
    document: path,
    location: 'nam5',
    data: {
      ...(after ? { value: restDocument(after) } : {}),
      ...(before ? { oldValue: restDocument(before) } : {}),
    },
  };
}

/**
 * v1 protobuf object (snake_case) → Firestore REST JSON document.
 * @typedef {{ name: string, fields?: Record<string, any>, create_time?: V1Timestamp,
 *   update_time?: V1Timestamp }} V1Document
 * @typedef {{ seconds?: number | string, nanos?: number }} V1Timestamp
 * @param {V1Document} doc
 */
function restDocument(doc) {
  return {
    name: doc.name,
    fields: Object.fromEntries(
      Object.entries(doc.fields ?? {}).map(([key, value]) => [key, restValue(value)]),
    ),
    createTime: restTimestamp(doc.create_time),
    updateTime: restTimestamp(doc.update_time),
  };
}

/**
 * One v1 Value (snake_case, one `value_type` member set) → its REST JSON form.
 * @param {any} value
 * @returns {Record<string, unknown>}
 */
function restValue(value) {
  if ('string_value' in value) return { stringValue: value.string_value };
  if ('integer_value' in value) return { integerValue: String(value.integer_value) };
  if ('double_value' in value) return { doubleValue: value.double_value };
  if ('boolean_value' in value) return { booleanValue: value.boolean_value };
  if ('null_value' in value) return { nullValue: null };
  if ('timestamp_value' in value) return { timestampValue: restTimestamp(value.timestamp_value) };
  if ('reference_value' in value) return { referenceValue: value.reference_value };
  if ('bytes_value' in value) {
    return { bytesValue: Buffer.from(value.bytes_value).toString('base64') };
  }
  if ('geo_point_value' in value) return { geoPointValue: value.geo_point_value };
  if ('array_value' in value) {
    return { arrayValue: { values: (value.array_value.values ?? []).map(restValue) } };
  }
  if ('map_value' in value) {
    return {
      mapValue: {
        fields: Object.fromEntries(
          Object.entries(value.map_value.fields ?? {}).map(([k, v]) => [k, restValue(v)]),
        ),
      },
    };
  }
  return { nullValue: null };
}

/**
 * @param {V1Timestamp | undefined} ts
 * @returns {string | undefined} ISO 8601, ms precision
 */
function restTimestamp(ts) {
  if (!ts) return undefined;
  const ms = Number(ts.seconds ?? 0) * 1000 + Math.floor(Number(ts.nanos ?? 0) / 1e6);
  return new Date(ms).toISOString();
}
