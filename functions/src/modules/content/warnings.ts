/**
 * What the content team is told about a published file that search and the Assignment Partner
 * cannot fully read: `contentWarnings/{hash of path}` (same id as `contentErrors`),
 * beside the refusals in `contentErrors`. The file itself is published: students can open every
 * page. The entry is replaced by the next upload to the path and removed when an upload reads
 * fully, is refused, or the file is deleted.
 */
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import { contentErrorId } from './object-path.js';
import { textSourceOf, type PageText, type TextSource } from './page-text.js';
import { contentWarningsCollection } from './stored.js';

/** The text-source fields of a `notes` / `pyqs` document (internal: never presented). */
export interface TextSourceFields {
  textSource: TextSource;
  /** Pages read by OCR (readable or not; pages the time budget did not reach are not). */
  ocrPages: number;
  /** Pages with no readable text (blank, low OCR confidence, not reached in time). */
  unreadablePages: number;
}

/** The catalog fields for a read PDF. */
export function textSourceFields(pages: readonly PageText[]): TextSourceFields {
  return {
    textSource: textSourceOf(pages),
    ocrPages: pages.filter((p) => p.ocr).length,
    unreadablePages: pages.filter((p) => !p.readable).length,
  };
}

/**
 * The warning for a file with unreadable pages, or null when every page is readable.
 * Example: "12 of 31 pages have no readable text (handwriting or images): students can read them,
 * but search and the Assignment Partner cannot."
 */
export function unreadableMessage(pages: readonly PageText[]): string | null {
  const unreadable = pages.flatMap((p, i) => (p.readable ? [] : [{ ...p, number: i + 1 }]));
  if (unreadable.length === 0) return null;
  const blank = unreadable.filter((p) => !p.ocr && !p.notReached).length;
  const lowConfidence = unreadable.filter((p) => p.ocr && !p.notReached).length;
  const notReached = unreadable.filter((p) => p.notReached).map((p) => p.number);
  const causes = [
    lowConfidence &&
      `${blank || notReached.length ? `${lowConfidence} ` : ''}handwriting or images`,
    blank && `${lowConfidence || notReached.length ? `${blank} ` : ''}blank`,
    notReached.length && `${lowConfidence || blank ? `${notReached.length} ` : ''}not read in time`,
  ].filter(Boolean);
  const total = pages.length;
  const head =
    unreadable.length === total
      ? `No page has readable text (${total === 1 ? '1 page' : `all ${total} pages`}: ${causes.join(', ')})`
      : `${unreadable.length} of ${total} pages ${unreadable.length === 1 ? 'has' : 'have'} no readable text (${causes.join(', ')})`;
  // Which pages OCR read but could not make out, so the team knows what to rescan.
  const unclear = unreadable.filter((p) => p.ocr && !p.notReached).map((p) => p.number);
  const rescan = unclear.length
    ? ` OCR could not read ${pageList(unclear)}: a sharper scan or photo would make ${unclear.length === 1 ? 'it' : 'them'} searchable.`
    : '';
  const late = notReached.length
    ? ` OCR ran out of time before ${pageList(notReached)}: upload it in smaller files or with a text layer.`
    : '';
  return `${head}: students can read them, but search and the Assignment Partner cannot.${rescan}${late}`;
}

/**
 * Writes or removes the path's warning after a publish.
 * @param object the published object (path, bucket, size in bytes, generation)
 */
export async function recordWarning(
  object: { name: string; bucket: string; size?: string | number; generation?: string | number },
  pages: readonly PageText[],
): Promise<void> {
  const ref = warningRef(object.name);
  const message = unreadableMessage(pages);
  if (!message) {
    await ref.delete();
    return;
  }
  const fields = textSourceFields(pages);
  logger.warn('content published with unreadable pages', { path: object.name, ...fields });
  await ref.set({
    path: object.name,
    bucket: object.bucket,
    reason: 'unreadable-pages',
    message,
    pages: pages.length,
    ...fields,
    notReachedPages: pages.flatMap((p, i) => (p.notReached ? [i + 1] : [])).length,
    bytes: Number(object.size ?? 0),
    generation: String(object.generation ?? ''),
    at: Timestamp.fromDate(now()),
  });
}

/** Removes the path's warning (file deleted or refused). */
export async function removeWarning(path: string): Promise<void> {
  await warningRef(path).delete();
}

/** Written through its schema (stored.ts); nothing in the functions reads it back. */
function warningRef(path: string) {
  return contentWarningsCollection().doc(contentErrorId(path));
}

/** "page 7", "pages 141–300", "pages 3, 5 and 9–12". */
/** Most page ranges a warning names before it says how many more there are. */
const MAX_RANGES = 8;

function pageList(numbers: number[]): string {
  const ranges: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++;
    ranges.push(i === j ? `${numbers[i]}` : `${numbers[i]}–${numbers[j]}`);
    i = j + 1;
  }
  // Scattered pages of a long scan: the first ones, and how many more, keep the entry readable.
  if (ranges.length > MAX_RANGES) {
    const more = ranges.length - MAX_RANGES;
    ranges.splice(MAX_RANGES, more, `${more} more ${more === 1 ? 'range' : 'ranges'}`);
  }
  const last = ranges.pop()!;
  const single = numbers.length === 1;
  return `${single ? 'page' : 'pages'} ${ranges.length ? `${ranges.join(', ')} and ${last}` : last}`;
}
