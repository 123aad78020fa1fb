// Gate on the real corpus (../shared/corpus, or NOTESEA_CORPUS_DIR): the KTU papers,
// and the scanned series test by OCR, are read as the pipeline reads them and compared with the
// hand labels of
// tools/src/eval/real-papers.json (tools/src/eval/papers-eval.ts, also `npm run eval:topics`).
// Without the corpus the gates are skipped, and the output says why.
import { readFile } from 'node:fs/promises';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import * as evaluation from '../../../../tools/src/eval/papers-eval.ts';
import { layoutFromTextItems } from '../content/layout.js';
import { readScanLayouts } from '../ocr/read-scan.js';
import { readQuestions, splitQuestions } from './questions.js';
import { groupTopics } from './topics.js';
import { SubjectNotesIndex } from './units.js';

const { corpusDir, runRealEval, formatFigures, REAL_TARGETS } = evaluation;

const corpus = corpusDir();
if (!corpus.dir) {
  console.warn(`SKIPPED real-corpus gates of exam prep: ${corpus.reason}`);
}

describe.skipIf(!corpus.dir)('exam prep on the real corpus (KTU papers)', () => {
  it(`finds ≥ ${REAL_TARGETS.recall} of the printed questions at precision ≥ ${REAL_TARGETS.precision}, units ≥ ${REAL_TARGETS.unitAccuracy}`, async () => {
    const result = await runRealEval({
      getDocumentProxy,
      layoutFromTextItems,
      splitQuestions,
      readQuestions,
      SubjectNotesIndex,
      groupTopics,
      // The scan without a text layer is read by OCR, as the content pipeline reads it.
      readScan: async (file: string, range: [number, number] | null) =>
        readScanLayouts(await readFile(file), range),
    });
    if ('skipped' in result)
      throw new Error(`the real-corpus evaluation skipped: ${result.skipped}`);
    console.log(`real papers:\n  ${formatFigures(result).join('\n  ')}`);
    console.log(
      `misses (tuning side only): ${evaluation.tuningMisses(result.misses).join(' | ') || 'none'}`,
    );
    for (const note of result.scansWithoutText) console.warn(`NOTE ${note}`);
    expect(result.scansWithoutText).toEqual([]);
    expect(result.recall.value).toBeGreaterThanOrEqual(REAL_TARGETS.recall);
    expect(result.precision.value).toBeGreaterThanOrEqual(REAL_TARGETS.precision);
    expect(result.unitAccuracy.value).toBeGreaterThanOrEqual(REAL_TARGETS.unitAccuracy);
    // Notes uploaded as a paper are not split into questions (topics/paper-notes.ts).
    expect(result.notesReadAsNotes.value).toBeGreaterThanOrEqual(REAL_TARGETS.notesReadAsNotes);
    // OCR of the scan's 5 pages is ~20 CPU-s; a loaded machine takes several times that.
  }, 600_000);
});
