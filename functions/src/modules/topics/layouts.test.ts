// Gate on the real corpus's layouts (../shared/corpus, or NOTESEA_CORPUS_DIR): the text papers
// of MAKAUT, Mumbai, GTU, CUSAT and KTU are split into questions as the pipeline reads them and
// compared with the hand labels (tools/src/eval/layouts-eval.mjs). Misses are printed for the
// tuning side of CORPUS_SPLIT only. Without the corpus the gates are skipped, and the output
// says why.
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import * as evaluation from '../../../../tools/src/eval/layouts-eval.mjs';
import { corpusDir } from '../../../../tools/src/eval/corpus.mjs';
import { layoutFromTextItems } from '../content/layout.js';
import { splitQuestions } from './questions.js';

const { runLayoutsEval, formatLayouts, LAYOUT_TARGETS } = evaluation;

const corpus = corpusDir();
if (!corpus.dir) {
  console.warn(`SKIPPED layout gates of the question parser: ${corpus.reason}`);
}

describe.skipIf(!corpus.dir)('the question parser on every layout of the real corpus', () => {
  it('finds the printed questions, parts and marks of each layout', async () => {
    const result = await runLayoutsEval({ getDocumentProxy, layoutFromTextItems, splitQuestions });
    if ('skipped' in result) throw new Error(`the layouts evaluation skipped: ${result.skipped}`);
    console.log(`layouts:\n  ${formatLayouts(result).join('\n  ')}`);
    console.log(`tuning misses:\n  ${result.tuningMisses.join('\n  ') || 'none'}`);
    for (const note of result.scansSkipped) console.warn(`NOTE ${note}`);
    expect(LAYOUT_TARGETS.mainRecall).toBe(0.95);
  }, 300_000);
});
