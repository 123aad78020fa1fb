/**
 * What a Storage object path means to the content pipeline (docs/architecture.md §11). The content team publishes
 * by naming files in the Firebase console:
 *
 *   notes/{semesterId}/{subjectId}/unit-{n}-{topic}.pdf    → a note of unit n titled "{Topic}"
 *   pyqs/{semesterId}/{subjectId}/{year}-{session}.pdf    → a previous-year paper, e.g. 2024-may.pdf
 *
 * Custom metadata `title` / `unit` (notes) and `title` (papers) override what the name says.
 * Pure functions: no I/O, so every rule here is unit-tested.
 */
import { createHash } from 'node:crypto';

export type ContentKind = 'note' | 'pyq';

/** The Storage folder of each kind; everything else in the bucket is not content. */
export const CONTENT_PREFIX: Record<ContentKind, string> = { note: 'notes/', pyq: 'pyqs/' };

interface ParsedBase {
  kind: ContentKind;
  /** The object path, e.g. 'notes/sem-3/cse-3-dsa/unit-2-stacks.pdf'. */
  path: string;
  semesterId: string;
  subjectId: string;
  /** Firestore id of the note or paper: derived from the path, so a re-upload updates it. */
  docId: string;
  title: string;
}

export interface ParsedNotePath extends ParsedBase {
  kind: 'note';
  /** 1-based unit; null when neither the name nor the metadata gives one. */
  unit: number | null;
}

export interface ParsedPyqPath extends ParsedBase {
  kind: 'pyq';
  year: number;
  /** Lower-case exam session as named, e.g. 'may', 'dec'. */
  session: string;
}

export type ParsedContentPath = ParsedNotePath | ParsedPyqPath;

/** Why a path cannot be published; the message is written for the content team. */
export class ContentPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentPathError';
  }
}

/** 'notes/…' → 'note', 'pyqs/…' → 'pyq', anything else (deliverables, resumes) → null. */
export function contentKindOf(path: string): ContentKind | null {
  if (path.startsWith(CONTENT_PREFIX.note)) return 'note';
  if (path.startsWith(CONTENT_PREFIX.pyq)) return 'pyq';
  return null;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const NOTE_FILE = /^unit[-_ ]?(\d{1,2})(?:[-_ ]+(.*))?$/i;
const PYQ_FILE = /^((?:19|20)\d\d)[-_ ]([a-z]{3,9})$/i;

/** Month order of exam sessions, for "newest first" within a year. Unknown sessions sort last. */
const SESSION_MONTH: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5,
  jun: 6, june: 6, jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9,
  oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
}; // prettier-ignore

/**
 * Parses a content object's path and custom metadata.
 * @param path object name in the bucket
 * @param metadata the object's custom metadata (`title`, `unit`), as Storage gives it (strings)
 * @returns null when the path is outside `notes/` and `pyqs/` (not content: ignore it)
 * @throws ContentPathError when it is inside but misnamed (wrong depth, not `.pdf`, bad ids, a
 *   paper whose name is not `{year}-{session}.pdf`)
 */
export function parseContentPath(
  path: string,
  metadata: Record<string, string | undefined> = {},
): ParsedContentPath | null {
  const kind = contentKindOf(path);
  if (!kind) return null;
  const parts = path.split('/');
  const example =
    kind === 'note'
      ? 'notes/{semesterId}/{subjectId}/unit-2-normalization.pdf'
      : 'pyqs/{semesterId}/{subjectId}/2024-may.pdf';
  if (parts.length !== 4) {
    throw new ContentPathError(`Wrong folder depth: files go in ${example}`);
  }
  const [, semesterId = '', subjectId = '', file = ''] = parts;
  if (!SEGMENT.test(semesterId) || !SEGMENT.test(subjectId)) {
    throw new ContentPathError(
      `Folder names must be the semester and subject document ids (letters, digits, - and _): ${example}`,
    );
  }
  if (!/\.pdf$/i.test(file)) {
    throw new ContentPathError(`Only PDF files are published; "${file}" does not end in .pdf`);
  }
  const stem = file.replace(/\.pdf$/i, '');
  const docId = contentDocId(kind, subjectId, stem, path);
  const metaTitle = cleanTitle(metadata.title);

  if (kind === 'pyq') {
    const match = PYQ_FILE.exec(stem);
    if (!match) {
      throw new ContentPathError(
        `Question papers are named {year}-{session}.pdf, e.g. 2024-may.pdf; got "${file}"`,
      );
    }
    const year = Number(match[1]);
    const session = match[2]!.toLowerCase();
    return {
      kind,
      path,
      semesterId,
      subjectId,
      docId,
      year,
      session,
      title: metaTitle || `${capitalise(session)} ${year}`,
    };
  }

  const match = NOTE_FILE.exec(stem);
  const metaUnit = parseUnit(metadata.unit);
  const nameUnit = match ? Number(match[1]) : null;
  const topic = match ? (match[2] ?? '') : stem;
  return {
    kind,
    path,
    semesterId,
    subjectId,
    docId,
    unit: metaUnit ?? (nameUnit && nameUnit > 0 ? nameUnit : null),
    title: metaTitle || titleFromSlug(topic) || (nameUnit ? `Unit ${nameUnit}` : stem),
  };
}

/**
 * Deterministic, readable document id for a content path: `{subjectId}-{file stem}` folded to
 * [a-z0-9-] (so the console shows what it is), plus 8 hex of the path's SHA-256 so two paths that
 * fold alike ('Unit-1.pdf', 'unit 1.pdf') never share a document.
 */
export function contentDocId(
  kind: ContentKind,
  subjectId: string,
  stem: string,
  path: string,
): string {
  const readable = `${subjectId}-${stem}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  const hash = createHash('sha256').update(path).digest('hex').slice(0, 8);
  return `${kind === 'pyq' ? 'pyq-' : ''}${readable}-${hash}`;
}

/** Id of the `contentErrors` document for a path: one per path, replaced by each new upload. */
export function contentErrorId(path: string): string {
  return createHash('sha256').update(path).digest('hex').slice(0, 32);
}

/** Newest-first order of papers: year, then the session's month; unknown sessions last. */
export function comparePapersNewestFirst(
  a: { year: number | null; session: string },
  b: { year: number | null; session: string },
): number {
  return (
    (b.year ?? 0) - (a.year ?? 0) ||
    (SESSION_MONTH[b.session] ?? 0) - (SESSION_MONTH[a.session] ?? 0) ||
    a.session.localeCompare(b.session)
  );
}

/** 'stacks-and-queues' → 'Stacks and Queues'; '' → ''. */
export function titleFromSlug(slug: string): string {
  const words = slug.split(/[-_\s]+/).filter(Boolean);
  return words
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word),
    )
    .join(' ');
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
]);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function cleanTitle(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
}

function parseUnit(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d{1,2}\s*$/.test(value)) return null;
  const unit = Number(value);
  return unit > 0 ? unit : null;
}
