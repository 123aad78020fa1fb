// The exam-prep evaluation (also `npm run eval:topics`) as a gate: the pipeline must give at
// least 80 % of the labelled seeded questions their labelled unit.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM JavaScript module from the tools workspace
import { TARGET_ACCURACY, TOPICS_SET, runTopicsEval } from '../../tools/src/eval/topics-eval.mjs';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';

describe('exam-prep evaluation set', () => {
  it('unit-assignment accuracy ≥ 0.8', async () => {
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
    expect(result.found).toBe(TOPICS_SET.questions.length);
    expect(result.accuracy).toBeGreaterThanOrEqual(TARGET_ACCURACY);
  }, 30_000);
});
