import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkIndexes } from '../../../tools/src/deploy/preflight.mjs';
import { COMPOSITE_QUERIES } from './composite-queries.js';

const SRC = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SRC, '../..');

/** Every non-test TypeScript file under functions/src. */
function sources(): string[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * The field sets of query chains that filter or sort on more than one field: each statement
 * (split at `;`) is read for `.where('field'` and `.orderBy('field'` with literal field names.
 * A heuristic backstop for the declared list, not a parser: it sees every query written the way
 * this codebase writes them (one chained statement, literal field names).
 */
function multiFieldQueries(text: string): string[][] {
  const found: string[][] = [];
  for (const statement of text.split(';')) {
    const fields = [...statement.matchAll(/\.(?:where|orderBy)\(\s*'([^']+)'/g)].map((m) => m[1]!);
    const distinct = [...new Set(fields)].sort();
    if (distinct.length > 1 && /\.orderBy\(/.test(statement)) found.push(distinct);
  }
  return found;
}

describe('composite queries', () => {
  it('the repository’s firestore.indexes.json serves every declared composite query', () => {
    const indexes = JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'));
    expect(checkIndexes(COMPOSITE_QUERIES, indexes)).toEqual([]);
  });

  it('every composite index in firestore.indexes.json serves a declared query', () => {
    const indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[] = JSON.parse(
      readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8'),
    ).indexes;
    const declared = COMPOSITE_QUERIES.map((q) =>
      [q.collection, ...[...q.equality, ...q.orderBy.map((o) => o.field)].sort()].join(','),
    );
    const unused = indexes
      .map((i) => [i.collectionGroup, ...i.fields.map((f) => f.fieldPath).sort()].join(','))
      .filter((index) => !declared.includes(index));
    expect(unused).toEqual([]);
    expect(indexes.length).toBeGreaterThan(0);
  });

  it('every query in functions/src that filters and sorts on different fields is declared', () => {
    const declared = COMPOSITE_QUERIES.map((q) =>
      [...q.equality, ...q.orderBy.map((o) => o.field)].sort().join(','),
    );
    const undeclared = sources().flatMap((file) =>
      multiFieldQueries(readFileSync(file, 'utf8'))
        .filter((fields) => !declared.includes(fields.join(',')))
        .map((fields) => `${path.relative(SRC, file)}: ${fields.join(', ')}`),
    );
    expect(undeclared).toEqual([]);
    // The scan does see the declared ones (it would pass vacuously if it saw nothing).
    const seen = sources().flatMap((file) => multiFieldQueries(readFileSync(file, 'utf8')));
    expect(seen.map((f) => f.join(',')).sort()).toEqual([...declared].sort());
  });
});
