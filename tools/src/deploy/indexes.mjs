// firestore.indexes.json, as `firebase deploy --only firestore` applies it: composite indexes for
// the queries the code runs, and field overrides, among them the TTL policies.

/**
 * @typedef {{ collection: string, equality: string[],
 *   orderBy: { field: string, direction: 'ASCENDING' | 'DESCENDING' }[], usedBy: string }}
 *   CompositeQuery functions/src/lib/composite-queries.ts
 * @typedef {{ collectionGroup: string, queryScope?: string,
 *   fields: { fieldPath: string, order?: string, arrayConfig?: string }[] }} IndexDefinition
 */

/**
 * Whether `index` serves `query`: same collection, collection scope, the equality fields first
 * (in any order, either direction), then exactly the sort fields in order with their directions
 * (Firestore does not reverse a composite index for a query). A trailing `__name__` is ignored.
 * @param {CompositeQuery} query
 * @param {IndexDefinition} index
 */
export function indexServes(query, index) {
  if (index.collectionGroup !== query.collection) return false;
  if ((index.queryScope ?? 'COLLECTION') !== 'COLLECTION') return false;
  const fields = index.fields.filter((f, i) => !(f.fieldPath === '__name__' && i > 0));
  if (fields.length !== query.equality.length + query.orderBy.length) return false;
  if (fields.some((f) => f.arrayConfig)) return false;
  const head = fields.slice(0, query.equality.length).map((f) => f.fieldPath);
  if (!query.equality.every((field) => head.includes(field))) return false;
  return query.orderBy.every((sort, i) => {
    const field = fields[query.equality.length + i];
    return field?.fieldPath === sort.field && (field.order ?? 'ASCENDING') === sort.direction;
  });
}

/**
 * One problem per declared composite query that no index in `indexes` serves.
 * @param {readonly CompositeQuery[]} queries
 * @param {{ indexes?: IndexDefinition[] }} indexes the parsed firestore.indexes.json
 * @returns {string[]}
 */
export function checkIndexes(queries, indexes) {
  const defined = indexes.indexes ?? [];
  return queries
    .filter((query) => !defined.some((index) => indexServes(query, index)))
    .map(
      (query) =>
        `firestore.indexes.json lacks the index for ${query.collection} (${describeQuery(query)}), used by ${query.usedBy}.`,
    );
}

/** @param {CompositeQuery} query */
function describeQuery(query) {
  return [
    ...query.equality.map((field) => `${field} ==`),
    ...query.orderBy.map((sort) => `${sort.field} ${sort.direction}`),
  ].join(', ');
}

/**
 * Fields that hold a Firestore TTL policy: documents are deleted once the Timestamp in the field
 * has passed. Written by functions/src/lib/rate-limit.ts (`rateLimits`, end of the window),
 * modules/users/password-reset.ts (`passwordResets`, link + 15 min) and
 * modules/orders/idempotency.ts (`idempotencyKeys`, + 24 h).
 */
export const TTL_FIELDS = [
  { collectionGroup: 'rateLimits', fieldPath: 'expiresAt' },
  { collectionGroup: 'passwordResets', fieldPath: 'expiresAt' },
  { collectionGroup: 'idempotencyKeys', fieldPath: 'expiresAt' },
];

/**
 * @typedef {{ collectionGroup: string, fieldPath: string, ttl?: boolean,
 *   indexes: { order?: string, arrayConfig?: string, queryScope?: string }[] }} FieldOverride
 *   a `fieldOverrides` entry as firebase-tools validates it (lib/firestore/api.js
 *   `validateField`: `indexes` required, `ttl` a boolean)
 */

/**
 * One problem per `TTL_FIELDS` entry that `fieldOverrides` does not declare with `"ttl": true`
 * (and its required `indexes` list). firebase-tools deploys `ttl: true` as the field's
 * `ttlConfig` (lib/firestore/api.js `patchField`).
 * @param {{ fieldOverrides?: FieldOverride[] }} indexes the parsed firestore.indexes.json
 * @returns {string[]}
 */
export function checkTtl(indexes) {
  const overrides = indexes.fieldOverrides ?? [];
  return TTL_FIELDS.filter(
    ({ collectionGroup, fieldPath }) =>
      !overrides.some(
        (o) =>
          o.collectionGroup === collectionGroup &&
          o.fieldPath === fieldPath &&
          o.ttl === true &&
          Array.isArray(o.indexes),
      ),
  ).map(
    ({ collectionGroup, fieldPath }) =>
      `firestore.indexes.json lacks the TTL policy on ${collectionGroup}.${fieldPath}: add { "collectionGroup": "${collectionGroup}", "fieldPath": "${fieldPath}", "ttl": true, "indexes": [] } to fieldOverrides.`,
  );
}
