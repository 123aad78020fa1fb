// The Assignment Partner evaluation (also `npm run eval:partner`) as a gate: retrieval must find
// the labelled page in its top 5 for at least 80 % of the covered questions, and every answer to
// an uncovered question must say the notes don't cover it.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM JavaScript module from the tools workspace
import { EVAL_SET, noteLabels, runPartnerEval } from '../../tools/src/eval/partner-eval.mjs';
import { retrievePassages } from '../../functions/src/modules/chatbot/retrieval.js';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

describe('Assignment Partner evaluation set', () => {
  it('retrieval hit-rate@5 ≥ 0.8; uncovered questions answered as not covered', async () => {
    const notes = await noteLabels(admin.db);

    let token = '';
    let asked = 0;
    const result = await runPartnerEval({
      notes,
      retrieve: async (question: string) => (await retrievePassages(question, {})).passages,
      ask: async (message: string) => {
        // The Partner allows 10 questions a minute per student.
        if (asked++ % 9 === 0) token = (await createTestUser()).token;
        const res = await api('/chatbot', { method: 'POST', token, body: { message } });
        expect(res.status).toBe(200);
        return res.body;
      },
    });
    console.log(
      `partner eval: hit-rate@5 ${result.hitRateAt5.toFixed(2)} over ${EVAL_SET.covered.length} questions ` +
        `(misses: ${result.misses.join(' | ') || 'none'}); citing the labelled page ` +
        `${result.citationHitRate.toFixed(2)}; not covered said ${result.uncoveredSaid}/${result.uncovered}`,
    );
    expect(result.hitRateAt5).toBeGreaterThanOrEqual(0.8);
    expect(result.uncoveredMisses).toEqual([]);
  }, 120_000);
});
