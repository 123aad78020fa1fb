// Where the real corpus is (read-only test material, outside the repository): the one resolver
// the evaluations and their gates share.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `NOTESEA_CORPUS_DIR`, else `../shared/corpus` beside the repository (where CI puts it).
 * @returns {{ dir: string | null, path: string, reason: string }} `path` is where it was looked
 *   for; `dir` is that path when the corpus is there (its labelled subjects ktu-coa and ktu-cn),
 *   else null with the reason to print
 */
export function corpusDir() {
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
