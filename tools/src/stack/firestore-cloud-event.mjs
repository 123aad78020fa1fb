// Light mode only: the CloudEvent the official Firestore emulator posts for a document change,
// built from the light Firestore substitute's documents (light-events.mjs delivers it).
import { randomUUID } from 'node:crypto';
import { PROJECT_ID } from '../paths.mjs';

/**
 * The substitute's document as a plain v1 object (snake_case protobuf JSON). Not
 * `toV1Document().toObject()`: its Value messages list every member of the `value_type` oneof
 * with its default (`string_value: ''` beside the set `integer_value`), so numbers, booleans,
 * timestamps, arrays and maps all arrived as empty strings; this form holds only the set member.
 * @param {any} document the substitute's document
 * @returns {V1Document}
 */
export function documentObject(document) {
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
export function cloudEvent(trigger, path, before, after) {
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
