// `npm run eval:topics`: the exam-prep evaluation (tools/src/eval/topics-eval.mjs) against the
// local stack (started when none runs): unit-assignment accuracy of the seeded papers' questions
// and the topics' pairwise precision (and recall), through GET /api/semesters/subjects/{id}/topics.
// Prints a line per question and a summary; writes .runtime/eval-topics.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorAdmin } from './admin.mjs';
import { TARGET_ACCURACY, TOPICS_SET, runTopicsEval } from './eval/topics-eval.mjs';
import { APP_URL, ROOT } from './paths.mjs';
import { useOrStartStack } from './stack/index.mjs';

const stack = await useOrStartStack({ outbox: false, log: () => {} });
try {
  const { db } = emulatorAdmin();
  const topics = async (subjectId) => {
    const res = await fetch(`${APP_URL}/api/semesters/subjects/${subjectId}/topics`);
    if (!res.ok) throw new Error(`GET topics of ${subjectId} answered ${res.status}`);
    return res.json();
  };
  const started = Date.now();
  const result = await runTopicsEval({ db, topics, log: (line) => console.log(`  ${line}`) });
  const pct = (x) => `${(x * 100).toFixed(0)} %`;
  console.log(
    `\nExam-prep evaluation (${TOPICS_SET.questions.length} labelled questions, ${result.found} found in the stack, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  unit-assignment accuracy   ${pct(result.accuracy)}  target ${pct(TARGET_ACCURACY)}  ${result.accuracy >= TARGET_ACCURACY ? 'ok' : 'BELOW TARGET'}`,
  );
  console.log(`  topics pairwise precision  ${pct(result.pairwisePrecision)}`);
  console.log(`  topics pairwise recall     ${pct(result.pairwiseRecall)}`);
  mkdirSync(path.join(ROOT, '.runtime'), { recursive: true });
  writeFileSync(path.join(ROOT, '.runtime', 'eval-topics.json'), JSON.stringify(result, null, 2));
  process.exitCode = result.accuracy >= TARGET_ACCURACY ? 0 : 1;
} finally {
  await stack.stop();
}
// firebase-admin keeps its channels open; the evaluation is over.
process.exit(process.exitCode ?? 0);
