/**
 * The content version: a counter in `meta/content` (`{ version: number, updatedAt: Timestamp }`)
 * that the content pipeline bumps whenever what students can find changes (a note or paper
 * published, removed, re-titled, or its subject or semester renamed). Every `api` instance
 * compares it with the version its search index was built from (modules/search/service.ts),
 * so the index follows the pipeline without a trigger per instance.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { now } from '../../lib/clock.js';
import { storedData } from '../../lib/stored.js';
import { contentVersionDoc } from './stored.js';

/**
 * Bumps the content version (1 write; `increment`, so concurrent triggers never lose a bump).
 * Call it after the change is written, so a reader that sees the new version finds the change.
 */
export async function bumpContentVersion(): Promise<void> {
  // The increment sentinel does not fit the schema's number, so the write skips the converter.
  await contentVersionDoc()
    .withConverter(null)
    .set(
      { version: FieldValue.increment(1), updatedAt: Timestamp.fromDate(now()) },
      { merge: true },
    );
}

/**
 * The current content version (1 read); 0 before the pipeline ever published, and for a document
 * that does not fit (logged), as before it was typed.
 */
export async function readContentVersion(): Promise<number> {
  return storedData(await contentVersionDoc().get())?.version ?? 0;
}
