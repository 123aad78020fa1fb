/**
 * Helpers for presenters. Catalog documents are typed by hand in the Firebase console (docs/architecture.md §4),
 * so presenters read fields defensively instead of trusting their types, and never pass a stored
 * document through as is (no internal fields leak).
 */
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';

/**
 * A document as services hand it to presenters: its id plus its data, raw (unverified) unless `T`
 * says it was read through its schema (lib/stored.ts).
 */
export interface Stored<T extends DocumentData = DocumentData> {
  id: string;
  data: T;
}

/** `snap` as a `Stored`; use only on snapshots known to exist (query results, checked gets). */
export function stored(snap: DocumentSnapshot): Stored {
  return { id: snap.id, data: snap.data() ?? {} };
}

/** Firestore Timestamp, Date or ISO string → ISO-8601 string (docs/architecture.md §2); anything else → null. */
export function toIso(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string') {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
  }
  return null;
}

/** Strings as is, finite numbers as text (a title typed as a number in the console), else `fallback`. */
export function asString(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** Finite numbers, or numeric strings ('3'); anything else → null. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Ascending order of two stored numbers (`asNumber` results), a missing one (null) after every
 * number, so a document whose number the content team left out still shows, at the end.
 */
export function compareNumbersMissingLast(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}
