/**
 * Every Firestore query of this codebase that needs a composite index, declared by hand next to
 * the index file it needs (`firestore.indexes.json`). Why a declared list rather than a scan of the
 * code alone: query chains are built through helpers (`orders()`, `COLLECTIONS.x`) and in several
 * statements, so a scanner cannot name every collection reliably; a list is exact and reviewable.
 * Two checks keep it honest:
 * - `composite-queries.test.ts` (unit suite) fails when a query in `functions/src` filters or
 *   sorts on two different fields but is not declared here, when the repository's
 *   `firestore.indexes.json` lacks an index for a declared query, and when it holds a composite
 *   index that no declared query uses (an unused index costs a write per indexed document);
 * - `npm run deploy`'s preflight (`tools/src/deploy/preflight.mjs`) reads this list from the
 *   build (`functions/lib/lib/composite-queries.js`) and refuses to deploy an index file that lacks
 *   one.
 *
 * Queries with equality filters only (Firestore merges single-field indexes), or that filter and
 * sort on one field, need no composite index and are not listed.
 */

/** One composite query: its equality filters, then its sort (and range filter) fields in order. */
export interface CompositeQuery {
  /** Collection id (`queryScope: COLLECTION`). */
  collection: string;
  /** Fields compared with `==` (any order in the index). */
  equality: string[];
  /** `orderBy` fields, in order, with direction; a range filter's field comes first here. */
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  /** Where it runs, for the preflight's message. */
  usedBy: string;
}

export const COMPOSITE_QUERIES: readonly CompositeQuery[] = [
  {
    collection: 'subjects',
    equality: ['semesterId'],
    orderBy: [{ field: 'order', direction: 'ASCENDING' }],
    usedBy: 'modules/notes/service.ts listSubjects',
  },
  {
    collection: 'orders',
    equality: ['uid'],
    orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
    usedBy: 'modules/orders/orders-service.ts listMyOrders',
  },
  {
    collection: 'orders',
    equality: ['uid'],
    orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
    usedBy: 'modules/orders/idempotency.ts sameFormOrder (the index of listMyOrders)',
  },
  {
    collection: 'uploads',
    equality: ['uid'],
    orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
    usedBy: 'modules/uploads/service.ts listUploads',
  },
];
