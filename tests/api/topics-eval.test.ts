// The exam-prep evaluation (also `npm run eval:topics`) as a gate: the pipeline must give at
// least 80 % of the labelled seeded questions their labelled unit, and the seeded
// figures stay no worse than before the seed printed its papers in three layouts.
import { describe, expect, it } from 'vitest';
import * as topicsEval from '../../tools/src/eval/topics-eval.ts';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';

const { SEEDED_FLOOR, TARGET_ACCURACY, TOPICS_SET, runTopicsEval } = topicsEval;

describe('exam-prep evaluation set', () => {
  it('unit-assignment accuracy ≥ 0.8 and no worse than before; every seeded question read', async () => {
    const result = await runTopicsEval({
      db: admin.db,
      topics: async (subjectId: string) => {
        const res = await api(`/semesters/subjects/${subjectId}/topics`);
        expect(res.status).toBe(200);
        return res.body;
      },
    });
    console.log(
      `topics eval: unit accuracy ${result.accuracy.toFixed(2)} over ${TOPICS_SET.questions.length} questions ` +
        `(${result.found} found); pairwise precision ${result.pairwisePrecision.toFixed(2)}, ` +
        `recall ${result.pairwiseRecall.toFixed(2)}; misses: ${result.misses.join(' | ') || 'none'}`,
    );
    console.log(
      `topics eval (seeded): recall ${result.recall.value.toFixed(2)}, precision ${result.precision.value.toFixed(2)}, ` +
        `numbers ${result.numberAccuracy.value.toFixed(2)}, marks ${result.marksAccuracy.value.toFixed(2)}, ` +
        `units PART A ${result.unitAccuracyPartA.value.toFixed(2)} / B ${result.unitAccuracyPartB.value.toFixed(2)}; ` +
        `${result.splitMisses.join(' | ') || 'no misses'}`,
    );
    expect(result.found).toBe(TOPICS_SET.questions.length);
    expect(result.accuracy).toBeGreaterThanOrEqual(TARGET_ACCURACY);
    expect(result.accuracy).toBeGreaterThanOrEqual(SEEDED_FLOOR.accuracy);
    expect(result.pairwisePrecision).toBeGreaterThanOrEqual(SEEDED_FLOOR.pairwisePrecision);
    expect(result.recall.value).toBe(1);
    expect(result.precision.value).toBe(1);
    expect(result.marksAccuracy.value).toBe(1);
  }, 30_000);
});
