// `npm run eval:topics`: the exam-prep evaluation, in two parts.
// - Seeded papers (tools/src/eval/topics-eval.ts) against the local stack (started when none
//   runs): what the paperWritten trigger stored for the labelled seeded questions (recall,
//   precision, number, marks, unit accuracy with PART A and PART B apart) and the topics' pairwise
//   precision and recall through GET /api/semesters/subjects/{id}/topics.
// - Real papers (tools/src/eval/papers-eval.ts), in-process with the built functions
//   (functions/lib): the corpus's KTU papers against their hand labels, and the time to split
//   each paper. Skipped, with the reason, when ../shared/corpus is absent.
// Writes .runtime/eval-topics.json.
import './require-node.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TopicDto } from '@notesea/contract/exam-prep';
import type * as Layout from '../../functions/src/modules/content/layout.ts';
import type * as PageRoles from '../../functions/src/modules/content/page-roles.ts';
import type * as ReadScan from '../../functions/src/modules/ocr/read-scan.ts';
import type * as Questions from '../../functions/src/modules/topics/questions.ts';
import type * as TopicTitles from '../../functions/src/modules/topics/topic-titles.ts';
import type * as Topics from '../../functions/src/modules/topics/topics.ts';
import type * as Units from '../../functions/src/modules/topics/units.ts';
import { emulatorAdmin } from './admin.mjs';
import type { runGroupingEval } from './eval/grouping-eval.ts';
import type { runListingEval } from './eval/listing-eval.ts';
import {
  corpusDir,
  formatFigures,
  runRealEval,
  tuningMisses,
  type RealFigures,
} from './eval/papers-eval.ts';
import {
  SEEDED_FLOOR,
  TARGET_ACCURACY,
  TOPICS_SET,
  runTopicsEval,
  type TopicsFigures,
} from './eval/topics-eval.ts';
import { APP_URL, ROOT } from './paths.mjs';
import { useOrStartStack } from './stack/index.mjs';

/** A module of the built functions (functions/lib), typed by its source. */
const lib = async <M>(file: string): Promise<M> =>
  (await import(pathToFileURL(path.join(ROOT, 'functions/lib', file)).href)) as M;
const pct = (x: number) => `${(x * 100).toFixed(0)} %`;

const stack = await useOrStartStack({ outbox: false, log: () => {} });
let seeded: TopicsFigures | undefined;
try {
  const { db } = emulatorAdmin();
  const topics = async (subjectId: string) => {
    const res = await fetch(`${APP_URL}/api/semesters/subjects/${subjectId}/topics`);
    if (!res.ok) throw new Error(`GET topics of ${subjectId} answered ${res.status}`);
    return (await res.json()) as TopicDto[];
  };
  const started = Date.now();
  seeded = await runTopicsEval({ db, topics, log: (line) => console.log(`  ${line}`) });
  console.log(
    `\nSeeded papers (${TOPICS_SET.questions.length} labelled questions, ${seeded.found} found in the stack, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const line of formatFigures({
    ...seeded,
    pairwisePrecision: { value: seeded.pairwisePrecision, hits: NaN, of: NaN },
    pairwiseRecall: { value: seeded.pairwiseRecall, hits: NaN, of: NaN },
  })) {
    console.log(`  ${line.replace(' (NaN/NaN)', '')}`);
  }
  console.log(
    `  unit-assignment accuracy   ${pct(seeded.accuracy)}  target ${pct(TARGET_ACCURACY)}, floor ${seeded.accuracy >= SEEDED_FLOOR.accuracy ? 'ok' : 'BELOW'}`,
  );
  if (seeded.splitMisses.length) console.log(`  misses: ${seeded.splitMisses.join(' | ')}`);
} finally {
  await stack.stop();
}

const corpus = corpusDir();
let real: RealFigures | null = null;
let grouping: Awaited<ReturnType<typeof runGroupingEval>> | null = null;
let listing: Awaited<ReturnType<typeof runListingEval>> | null = null;
let ocr: { accuracy: number; seconds: number; confidence: number; text: string } | null = null;
if (!corpus.dir) {
  console.log(`\nReal papers: SKIPPED, ${corpus.reason}`);
} else {
  const [{ getDocumentProxy }, layout, questions, units, topicsModule, titles, scan] =
    await Promise.all([
      import('unpdf'),
      lib<typeof Layout>('modules/content/layout.js'),
      lib<typeof Questions>('modules/topics/questions.js'),
      lib<typeof Units>('modules/topics/units.js'),
      lib<typeof Topics>('modules/topics/topics.js'),
      lib<typeof TopicTitles>('modules/topics/topic-titles.js'),
      lib<typeof ReadScan>('modules/ocr/read-scan.js'),
    ]);
  const { readFile } = await import('node:fs/promises');
  const started = Date.now();
  const figures = await runRealEval({
    getDocumentProxy,
    layoutFromTextItems: layout.layoutFromTextItems,
    splitQuestions: questions.splitQuestions,
    readQuestions: questions.readQuestions,
    SubjectNotesIndex: units.SubjectNotesIndex,
    groupTopics: topicsModule.groupTopics,
    // Scans without a text layer (the series test) are read by OCR, as the pipeline reads them.
    readScan: async (file, range) => scan.readScanLayouts(await readFile(file), range),
  });
  // The corpus was found above; a skip here would mean it vanished meanwhile.
  if ('skipped' in figures) throw new Error(figures.skipped);
  real = figures;
  console.log(`\nReal papers (${corpus.dir}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const line of formatFigures(real)) console.log(`  ${line}`);
  for (const { paper, ms } of real.splitMs) console.log(`  split ${paper}: ${ms} ms`);
  for (const note of real.scansWithoutText) console.log(`  NOTE ${note}`);
  const misses = tuningMisses(real.misses);
  if (misses.length) console.log(`  misses (tuning side only): ${misses.join(' | ')}`);
  // Issue 31: topics against the careful reader's groups, and listing pages against their
  // labels, per side of the corpus split (tools/src/eval/corpus.ts).
  const [{ runGroupingEval, formatGrouping }, { runListingEval, formatListing }, content] =
    await Promise.all([
      import('./eval/grouping-eval.ts'),
      import('./eval/listing-eval.ts'),
      lib<typeof PageRoles>('modules/content/page-roles.js'),
    ]);
  grouping = await runGroupingEval({
    getDocumentProxy,
    layoutFromTextItems: layout.layoutFromTextItems,
    splitQuestions: questions.splitQuestions,
    readQuestions: questions.readQuestions,
    SubjectNotesIndex: units.SubjectNotesIndex,
    groupTopicMembers: topicsModule.groupTopicMembers,
    titleProblem: titles.titleProblem,
  });
  for (const line of formatGrouping(grouping)) console.log(`  ${line}`);
  listing = await runListingEval({
    getDocumentProxy,
    layoutFromTextItems: layout.layoutFromTextItems,
    pageRoles: content.pageRoles,
  });
  for (const line of formatListing(listing)) console.log(`  ${line}`);
  // OCR on the printed scan: page 1 against its hand transcription (tools/src/eval/ocr-eval.ts).
  const { evaluateOcr, OCR_ACCURACY_TARGET } = await import('./eval/ocr-eval.ts');
  ocr = await evaluateOcr();
  console.log(
    `  OCR character accuracy     ${ocr.accuracy.toFixed(3)} on the series-test scan, page 1 ` +
      `(target ${OCR_ACCURACY_TARGET}; confidence ${ocr.confidence}, ${ocr.seconds.toFixed(1)} s for the page)`,
  );
}

mkdirSync(path.join(ROOT, '.runtime'), { recursive: true });
writeFileSync(
  path.join(ROOT, '.runtime', 'eval-topics.json'),
  JSON.stringify(
    {
      seeded,
      real: real && { ...real, matched: undefined },
      ocr: ocr && { ...ocr, text: undefined },
      grouping: grouping && { ...grouping, details: undefined },
      listing: listing && { ...listing, disagreements: undefined },
    },
    null,
    2,
  ),
);
process.exitCode = seeded && seeded.accuracy >= TARGET_ACCURACY ? 0 : 1;
// firebase-admin keeps its channels open; the evaluation is over.
process.exit(process.exitCode ?? 0);
