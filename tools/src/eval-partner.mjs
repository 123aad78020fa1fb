// `npm run eval:partner`: the Assignment Partner evaluation (tools/src/eval/partner-eval.mjs)
// against the local stack (started when none runs): retrieval hit-rate@5 of the Partner's own
// retrieval code (functions/lib, run here against the emulators), citation hit-rate and the
// "notes don't cover it" check through POST /api/chatbot with the local Gemini stub.
// Prints a line per question and a summary; writes .runtime/eval-partner.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emulatorAdmin } from './admin.mjs';
import { createBenchUser } from './bench/user.mjs';
import { EVAL_SET, noteLabels, runPartnerEval } from './eval/partner-eval.mjs';
import { APP_URL, ROOT } from './paths.mjs';
import { useOrStartStack } from './stack/index.mjs';
import { run } from './stack/process.mjs';

/** The Partner's rate limit is 10 questions a minute per student; a fresh student every 9. */
const QUESTIONS_PER_STUDENT = 9;
/** The target of the issue. */
const TARGET_HIT_RATE = 0.8;

const stack = await useOrStartStack({ outbox: false, log: () => {} });
try {
  const retrievalModule = path.join(ROOT, 'functions/lib/modules/chatbot/retrieval.js');
  if (!existsSync(retrievalModule))
    await run('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT });
  const { db } = emulatorAdmin(); // also points this process's firebase-admin at the emulators
  const { retrievePassages } = await import(pathToFileURL(retrievalModule).href);

  const notes = await noteLabels(db);

  let token = '';
  let asked = 0;
  const ask = async (message) => {
    if (asked++ % QUESTIONS_PER_STUDENT === 0) token = (await createBenchUser()).token;
    const res = await fetch(`${APP_URL}/api/chatbot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ message }),
    });
    if (!res.ok) throw new Error(`POST /api/chatbot answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const started = Date.now();
  const result = await runPartnerEval({
    retrieve: async (question) => (await retrievePassages(question, {})).passages,
    ask,
    notes,
    log: (line) => console.log(`  ${line}`),
  });
  const pct = (x) => `${(x * 100).toFixed(0)} %`;
  console.log(
    `\nAssignment Partner evaluation (${EVAL_SET.covered.length} covered + ${EVAL_SET.uncovered.length} uncovered questions, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  retrieval hit-rate@5   ${pct(result.hitRateAt5)}  target ${pct(TARGET_HIT_RATE)}  ${result.hitRateAt5 >= TARGET_HIT_RATE ? 'ok' : 'BELOW TARGET'}`,
  );
  console.log(`  answers citing the labelled page   ${pct(result.citationHitRate)}`);
  console.log(
    `  uncovered questions answered "notes don't cover this"   ${result.uncoveredSaid}/${result.uncovered}`,
  );
  mkdirSync(path.join(ROOT, '.runtime'), { recursive: true });
  writeFileSync(path.join(ROOT, '.runtime', 'eval-partner.json'), JSON.stringify(result, null, 2));
  process.exitCode = result.hitRateAt5 >= TARGET_HIT_RATE ? 0 : 1;
} finally {
  await stack.stop();
}
// firebase-admin keeps its channels open; the evaluation is over.
process.exit(process.exitCode ?? 0);
