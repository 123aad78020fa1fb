// `npm run eval:partner`: the Assignment Partner evaluation (tools/src/eval/partner-eval.ts)
// against the local stack (started when none runs): retrieval hit-rate@5 of the Partner's own
// retrieval code (functions/lib, run here against the emulators), citation hit-rate and the
// "notes don't cover it" check through POST /api/chatbot with the local Gemini stub.
// Prints a line per question and a summary; writes .runtime/eval-partner.json.
// Then the real-corpus set, in-process: the index built from ../shared/corpus (or
// NOTESEA_CORPUS_DIR) with the pipeline's readPdf and listing classifier, each question answered
// by the Partner's retrieval and prompt with the Gemini stub (tools/src/eval/partner-grounding-eval.ts).
import './require-node.mjs';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChatbotReplyDto } from '@notesea/contract/partner';
import type * as Retrieval from '../../functions/src/modules/chatbot/retrieval.ts';
import type * as Prompt from '../../functions/src/modules/chatbot/prompt.ts';
import type * as Pdf from '../../functions/src/modules/content/pdf.ts';
import type * as Search from '../../functions/src/modules/search/search-index.ts';
import { emulatorAdmin } from './admin.mjs';
import { createBenchUser } from './test-user.mjs';
import {
  RARE_TERM_CASES,
  builtModules as rareTermModules,
  runRareTermsEval,
} from './eval/rare-terms-eval.ts';
import {
  EVAL_SET,
  listingPages,
  noteLabels,
  runPartnerEval,
  SEEDED_FLOORS,
  seededShortfalls,
} from './eval/partner-eval.ts';
import {
  REAL_HIT3_TARGET,
  REAL_SET,
  realCorpusDir,
  runRealEval,
  summary,
  type RealPartnerFigures,
} from './eval/partner-grounding-eval.ts';
import { APP_URL, ROOT } from './paths.mjs';
import { useOrStartStack } from './stack/index.mjs';
import { run } from './stack/process.mjs';

/** The Partner's rate limit is 10 questions a minute per student; a fresh student every 9. */
const QUESTIONS_PER_STUDENT = 9;

const stack = await useOrStartStack({ outbox: false, log: () => {} });
try {
  const retrievalModule = path.join(ROOT, 'functions/lib/modules/chatbot/retrieval.js');
  if (!existsSync(retrievalModule))
    await run('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT });
  const { db } = emulatorAdmin(); // also points this process's firebase-admin at the emulators
  const { retrievePassages } = (await import(
    pathToFileURL(retrievalModule).href
  )) as typeof Retrieval;

  const notes = await noteLabels(db);
  const listing = await listingPages(db);

  let token = '';
  let asked = 0;
  const ask = async (message: string) => {
    if (asked++ % QUESTIONS_PER_STUDENT === 0) token = (await createBenchUser()).token;
    const res = await fetch(`${APP_URL}/api/chatbot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ message }),
    });
    if (!res.ok) throw new Error(`POST /api/chatbot answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as ChatbotReplyDto;
  };
  const started = Date.now();
  const result = await runPartnerEval({
    retrieve: async (question) => (await retrievePassages(question, {})).passages,
    ask,
    notes,
    listing,
    log: (line) => console.log(`  ${line}`),
  });
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  console.log(
    `\nAssignment Partner evaluation (${EVAL_SET.covered.length} covered + ${EVAL_SET.uncovered.length} uncovered questions, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  retrieval hit-rate@5   ${pct(result.hitRateAt5)}  floor ${pct(SEEDED_FLOORS.hitRateAt5)}`,
  );
  console.log(`  answers citing the labelled page   ${pct(result.citationHitRate)}`);
  console.log(
    `  uncovered questions answered "notes don't cover this"   ${result.uncoveredSaid}/${result.uncovered}`,
  );
  console.log(`  seeded, answers through the API: ${summary(result.grounding)}`);
  const shortfalls = seededShortfalls(result);
  console.log(`  seeded floors (as npm test): ${shortfalls.join('; ') || 'ok'}`);

  const corpus = realCorpusDir();
  let real: RealPartnerFigures | null = null;
  if (!corpus.present) {
    console.log(
      `\nReal-corpus set SKIPPED: no corpus at ${corpus.dir} (set NOTESEA_CORPUS_DIR, or put the corpus at ../shared/corpus)`,
    );
  } else {
    /** A module of the built functions (functions/lib/modules), typed by its source. */
    const lib = async <M>(file: string): Promise<M> =>
      (await import(pathToFileURL(path.join(ROOT, 'functions/lib/modules', file)).href)) as M;
    const [{ readPdf }, { SearchIndex }, { groundedRetrieval }, prompt] = await Promise.all([
      lib<typeof Pdf>('content/pdf.js'),
      lib<typeof Search>('search/search-index.js'),
      lib<typeof Retrieval>('chatbot/retrieval.js'),
      lib<typeof Prompt>('chatbot/prompt.js'),
    ]);
    console.log(`\nReal-corpus set (${corpus.dir}, in-process)`);
    real = await runRealEval(
      corpus.dir,
      { readPdf, SearchIndex, groundedRetrieval, ...prompt },
      (line) => console.log(`  ${line}`),
      // Warm passes that time retrieval alone (the first answers warm the code up).
      { timingRounds: 3 },
    );
    console.log(
      `\nReal corpus (${REAL_SET.covered.length} covered + ${REAL_SET.uncovered.length} uncovered questions; ` +
        `${real.index.pages} pages, ${real.index.listingPages} listing pages, read and indexed in ${real.index.loadMs} ms)`,
    );
    console.log(`  answers (Gemini stub): ${summary(real)}`);
    const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
    for (const [side, r] of Object.entries(real.sides)) {
      console.log(
        `  ${side === 'tuning' ? 'tuning (COA)  ' : 'held out (CN) '} hit@1 ${pct(r.hit1)}  hit@3 ${pct(r.hit3)}  ` +
          `answers leading with a labelled listing page ${r.leadsWithListing}/${r.covered}  ` +
          `search top hit an explaining page ${pct(r.searchTopExplaining)}`,
      );
    }
    console.log(
      `  retrieval order:       hit@1 ${pct(real.retrieval.hit1)}  hit@3 ${pct(real.retrieval.hit3)}  ` +
        `paper first ${pct(real.retrieval.paperFirstShare)}  listing page among passages ${pct(real.retrieval.listingShare)}`,
    );
    console.log(
      `  retrieval latency per question: p50 ${real.retrievalMs.p50} ms, p95 ${real.retrievalMs.p95} ms ` +
        `(one page search, as before the grounding rules: p50 ${real.baselineRetrievalMs.p50} ms, p95 ${real.baselineRetrievalMs.p95} ms)`,
    );
    console.log(
      `  target hit@3 ≥ ${pct(REAL_HIT3_TARGET)}, no paper first: ${real.hit3 >= REAL_HIT3_TARGET && real.paperFirstShare === 0 ? 'ok' : 'BELOW TARGET'}`,
    );
    const rare = await runRareTermsEval(corpus.dir, await rareTermModules());
    console.log(
      `  rare terms (a term on one note page only, ${RARE_TERM_CASES} terms a side, 2 questions each): ` +
        `tuning ${rare.tuning.cited}/${rare.tuning.cases}, held out ${rare.heldOut.cited}/${rare.heldOut.cases}`,
    );
    for (const miss of rare.tuning.misses)
      console.log(`    MISS (tuning) ${miss.question} → ${miss.page}`);
  }
  mkdirSync(path.join(ROOT, '.runtime'), { recursive: true });
  writeFileSync(
    path.join(ROOT, '.runtime', 'eval-partner.json'),
    JSON.stringify({ seeded: result, real }, null, 2),
  );
  const realOk = !real || (real.hit3 >= REAL_HIT3_TARGET && real.paperFirstShare === 0);
  process.exitCode = shortfalls.length === 0 && realOk ? 0 : 1;
} finally {
  await stack.stop();
}
// firebase-admin keeps its channels open; the evaluation is over.
process.exit(process.exitCode ?? 0);
