// Gate on the real corpus's layouts (../shared/corpus, or NOTESEA_CORPUS_DIR): the text papers
// of MAKAUT, Mumbai, GTU, CUSAT and KTU are split into questions as the pipeline reads them and
// compared with the hand labels (tools/src/eval/layouts-eval.ts). Misses are printed for the
// tuning side of CORPUS_SPLIT only. Without the corpus the gates are skipped, and the output
// says why.
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import * as evaluation from '../../../../tools/src/eval/layouts-eval.ts';
import { corpusDir } from '../../../../tools/src/eval/corpus.ts';
import { layoutFromTextItems } from '../content/layout.js';
import { splitQuestions } from './questions.js';

const { runLayoutsEval, formatLayouts, LAYOUT_TARGETS } = evaluation;

/**
 * Layouts below a target today: the gate holds today's figure as a floor, so it cannot fall,
 * until a rule reaches the target. CUSAT DSA (held out, one text paper, a noisy OCR layer):
 * 7/9 main questions, 12/21 parts and 10/14 marks today (issue 31 asks 0.95, 0.85, 0.75). Its
 * misses are not read while tuning (CORPUS_SPLIT), so they stay unexplained here.
 */
const FLOORS: Record<string, Partial<Record<keyof typeof LAYOUT_TARGETS, number>>> = {
  'cusat-dsa': { mainRecall: 7 / 9, partRecall: 12 / 21, marksAccuracy: 10 / 14 },
};

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
    expect(result.scansSkipped.length).toBeGreaterThan(0);
    for (const [layout, figures] of Object.entries(result.layouts)) {
      const floor = FLOORS[layout] ?? {};
      const at = (name: keyof typeof LAYOUT_TARGETS) =>
        `${layout} ${name} ${figures[name].hits}/${figures[name].of}`;
      expect(figures.mainRecall.value, at('mainRecall')).toBeGreaterThanOrEqual(
        floor.mainRecall ?? LAYOUT_TARGETS.mainRecall,
      );
      expect(figures.partRecall.value, at('partRecall')).toBeGreaterThanOrEqual(
        floor.partRecall ?? LAYOUT_TARGETS.partRecall,
      );
      expect(figures.marksAccuracy.value, at('marksAccuracy')).toBeGreaterThanOrEqual(
        floor.marksAccuracy ?? LAYOUT_TARGETS.marksAccuracy,
      );
      expect(figures.foundRatio.value, at('foundRatio')).toBeLessThanOrEqual(
        LAYOUT_TARGETS.foundRatio,
      );
    }
  }, 300_000);
});
