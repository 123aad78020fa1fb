// firestore.indexes.json against the composite queries the code declares and the TTL policies
// the code relies on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkIndexes, checkTtl, indexServes } from './indexes.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('checkIndexes', () => {
  const ordersByUser = {
    collection: 'orders',
    equality: ['uid'],
    orderBy: [{ field: 'createdAt', direction: /** @type {const} */ ('DESCENDING') }],
    usedBy: 'listMyOrders',
  };
  const index = (
    /** @type {{ fieldPath: string, order?: string }[]} */ fields,
    scope = 'COLLECTION',
  ) => ({
    collectionGroup: 'orders',
    queryScope: scope,
    fields,
  });

  it('matches equality fields in any order, then sort fields with their directions', () => {
    const served = index([
      { fieldPath: 'uid', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]);
    expect(indexServes(ordersByUser, served)).toBe(true);
    expect(
      indexServes(
        { ...ordersByUser, equality: ['status', 'uid'] },
        index([
          { fieldPath: 'uid', order: 'DESCENDING' },
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ]),
      ),
    ).toBe(true);
    // Wrong direction, wrong scope, extra field: not this query's index.
    expect(
      indexServes(
        ordersByUser,
        index([{ fieldPath: 'uid' }, { fieldPath: 'createdAt', order: 'ASCENDING' }]),
      ),
    ).toBe(false);
    expect(indexServes(ordersByUser, { ...served, queryScope: 'COLLECTION_GROUP' })).toBe(false);
    expect(
      indexServes(
        ordersByUser,
        index([...served.fields, { fieldPath: 'total', order: 'ASCENDING' }]),
      ),
    ).toBe(false);
  });

  it('names each declared query the index file lacks', () => {
    expect(checkIndexes([ordersByUser], { indexes: [] })).toEqual([
      'firestore.indexes.json lacks the index for orders (uid ==, createdAt DESCENDING), used by listMyOrders.',
    ]);
  });
});

describe('checkTtl', () => {
  it('the repository declares the TTL policies, in the fieldOverrides format firebase-tools validates', () => {
    const indexes = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'));
    expect(checkTtl(indexes)).toEqual([]);
    const ttl = indexes.fieldOverrides.filter((/** @type {{ ttl?: boolean }} */ o) => o.ttl);
    expect(ttl.map((/** @type {{ collectionGroup: string }} */ o) => o.collectionGroup)).toEqual([
      'rateLimits',
      'passwordResets',
      'idempotencyKeys',
    ]);
  });

  it('names each TTL policy missing, or declared without ttl: true', () => {
    const declared = {
      fieldOverrides: [
        { collectionGroup: 'rateLimits', fieldPath: 'expiresAt', ttl: true, indexes: [] },
        { collectionGroup: 'passwordResets', fieldPath: 'expiresAt', indexes: [] },
      ],
    };
    expect(checkTtl(declared).map((p) => p.split(':')[0])).toEqual([
      'firestore.indexes.json lacks the TTL policy on passwordResets.expiresAt',
      'firestore.indexes.json lacks the TTL policy on idempotencyKeys.expiresAt',
    ]);
  });
});
