// Where the real corpus is (read-only test material, outside the repository): the one resolver
// the evaluations and their gates share.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A side of CORPUS_SPLIT. */
export type Side = 'tuning' | 'heldOut';

/**
 * Where the corpus was looked for (`path`); `dir` is that path when the corpus is there (its
 * labelled subjects ktu-coa and ktu-cn), else null with the reason to print.
 */
export interface CorpusLocation {
  dir: string | null;
  path: string;
  reason: string;
}

/** `NOTESEA_CORPUS_DIR`, else `../shared/corpus` beside the repository (where CI puts it). */
export function corpusDir(): CorpusLocation {
  const where = process.env.NOTESEA_CORPUS_DIR
    ? path.resolve(process.env.NOTESEA_CORPUS_DIR)
    : path.resolve(ROOT, '..', 'shared', 'corpus');
  if (existsSync(path.join(where, 'ktu-coa')) && existsSync(path.join(where, 'ktu-cn'))) {
    return { dir: where, path: where, reason: '' };
  }
  return {
    dir: null,
    path: where,
    reason: `the real corpus is not at ${where} (set NOTESEA_CORPUS_DIR or put it at ../shared/corpus)`,
  };
}

/**
 * The corpus split by course and university (issue 31), written down before any rule was tuned
 * against it. Rules are tuned on `tuning` only; `heldOut` is measured and reported beside it, as
 * aggregate figures only, so no one reads its failures while tuning. A change counts when the
 * held-out figure moves too.
 * - tuning: KTU COA (typed module notes, clean and OCR'd papers, the scans), MAKAUT DSA (Group
 *   A/B/C, MCQ items, marks as sums), Mumbai Finance Management (Q.1…Q.6, watermark noise);
 * - held out: KTU CN (slide decks as notes, noisy OCR'd papers), GTU OOP (Q.1 (a)…(c), OR
 *   alternatives, code listings), CUSAT DSA (Roman question numbers, OR pairs, a scan).
 * DSA is on both sides (MAKAUT tuning, CUSAT held out), so grouping across universities is
 * measured on material the rules were not tuned on.
 */
export const CORPUS_SPLIT: Readonly<Record<Side, readonly string[]>> = Object.freeze({
  tuning: Object.freeze(['ktu-coa', 'makaut-dsa', 'mu-finance-mgmt']),
  heldOut: Object.freeze(['ktu-cn', 'gtu-oop', 'cusat-dsa']),
});

/**
 * Which side of CORPUS_SPLIT a corpus path or subject folder is on.
 * @param fileOrSubject e.g. 'ktu-cn/papers/2021-dec.pdf' or 'ktu-cn'
 */
export function splitOf(fileOrSubject: string): Side {
  const subject = fileOrSubject.split('/')[0] ?? '';
  if (CORPUS_SPLIT.tuning.includes(subject)) return 'tuning';
  if (CORPUS_SPLIT.heldOut.includes(subject)) return 'heldOut';
  throw new Error(`${subject} is in neither side of CORPUS_SPLIT (tools/src/eval/corpus.ts)`);
}
