// Grounding measures of the Assignment Partner, for the seeded set (through the stack)
// and the real-corpus set (in-process, from ../shared/corpus): where the first cited note page
// falls, whether a paper or a listing page (syllabus, overview, headings only) is cited, and
// whether uncovered questions are answered "not covered". Used by `npm run eval:partner`
// (tools/src/eval-partner.mjs) and by its gate (tests/api/partner-eval.test.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { groundedReply, parseGroundedPrompt } from '../dev-services/gemini-stub.mjs';
import { corpusDir, splitOf } from './corpus.mjs';
import { listingLabels } from './listing-eval.mjs';

/** What an answer to an uncovered question must say (prompt.ts NOT_COVERED). */
export const NOT_COVERED_PATTERN = /notes don't cover this/i;

/**
 * @typedef {{ question: string, note: string, from: number, to: number }} RealQuestion
 * @typedef {{ type: string, _id: string, page: number, pageEnd?: number }} CitedSource
 * @typedef {{ reply: string, sources: CitedSource[] }} Answer
 */

/** The committed real-corpus set (labels in the file's `about`). */
export const REAL_SET = /** @type {{ covered: RealQuestion[], uncovered: string[] }} */ (
  JSON.parse(readFileSync(new URL('./partner-real-questions.json', import.meta.url), 'utf8'))
);

/** Gates: real hit@3 at least this; no answer may cite a paper first. */
export const REAL_HIT3_TARGET = 0.8;

/**
 * Where the real corpus is (eval/corpus.mjs), in the shape the Partner's eval and gate print.
 * @returns {{ dir: string, present: boolean }}
 */
export function realCorpusDir() {
  const corpus = corpusDir();
  return { dir: corpus.path, present: corpus.dir !== null };
}

/**
 * Whether a corpus note page is labelled a listing page by the careful reader
 * (labels/listing/): measured against the labels, not against the classifier under test.
 * @returns {(contentId: string, page: number) => boolean} contentId as loadRealCorpus names it
 */
export function labelledListing() {
  const pages = new Set(
    listingLabels().flatMap((l) =>
      l.notes.flatMap((n) =>
        n.listing.map(
          (p) => `${l.subject}/${n.file.replace(/^notes\//, '').replace(/\.pdf$/, '')} p${p.page}`,
        ),
      ),
    ),
  );
  return (contentId, page) => pages.has(`${contentId} p${page}`);
}

/**
 * Reads every note and paper of the corpus with the content pipeline's `readPdf`, as the index
 * builder wants them: one catalog entry per PDF (`{subject}/{unit-N}` notes, `{subject}/{year}-
 * {session}` papers) and its pages (listing left to SearchIndex.build, which classifies them).
 * @param {string} dir the corpus folder (`<subject>/notes/unit-N.pdf`, `<subject>/papers/Y-s.pdf`)
 * @param {(bytes: Uint8Array) => Promise<{ pages: string[] }>} readPdf
 */
export function loadRealCorpus(dir, readPdf) {
  // One read per process: the Partner gate and the rare-term gate run over the same corpus.
  const key = `${dir}`;
  const kept = loaded.get(key);
  if (kept && kept.readPdf === readPdf) return kept.result;
  const result = readRealCorpus(dir, readPdf);
  loaded.set(key, { readPdf, result });
  return result;
}

/** @type {Map<string, { readPdf: unknown, result: ReturnType<typeof readRealCorpus> }>} */
const loaded = new Map();

/**
 * @param {string} dir
 * @param {(bytes: Uint8Array) => Promise<{ pages: string[] }>} readPdf
 */
async function readRealCorpus(dir, readPdf) {
  const contents = [];
  /** @type {Array<{ contentId: string, page: number, text: string }>} */
  const pages = [];
  for (const subject of readdirSync(dir).sort()) {
    for (const kind of ['notes', 'papers']) {
      const folder = path.join(dir, subject, kind);
      if (!existsSync(folder)) continue;
      for (const file of readdirSync(folder).sort()) {
        if (!file.endsWith('.pdf')) continue;
        const name = file.replace(/\.pdf$/, '');
        const id = `${subject}/${name}`;
        const paper = kind === 'papers' ? /^(\d{4})-([a-z]+)$/.exec(name) : null;
        const unit = /^unit-(\d+)$/.exec(name);
        const { pages: texts } = await readPdf(readFileSync(path.join(folder, file)));
        contents.push({
          id,
          type: paper ? 'pyq' : 'note',
          title: paper ? `${paper[2]} ${paper[1]}` : `Module ${unit?.[1] ?? name}`,
          subjectId: subject,
          subjectName: subject,
          semesterId: 'corpus',
          semesterName: 'corpus',
          unit: !paper && unit ? Number(unit[1]) : null,
          year: paper ? Number(paper[1]) : null,
          ...(paper ? { session: paper[2] } : {}),
          pdfUrl: '',
        });
        texts.forEach((text, i) => pages.push({ contentId: id, page: i + 1, text }));
      }
    }
  }
  return { contents, pages };
}

/**
 * Scores answers. A covered answer hits@k when one of its first k cited note passages is the
 * labelled one and opens (its first page, the reader link) within the labelled range.
 * @param {object} io
 * @param {Array<{ label: { matches: (s: CitedSource) => boolean }, answer: Answer,
 *   question?: string }>} io.covered
 * @param {Answer[]} io.uncovered
 * @param {(contentId: string, page: number) => boolean} io.isListing whether a page lists topics
 */
export function scoreAnswers({ covered, uncovered, isListing }) {
  let hit1 = 0;
  let hit3 = 0;
  let paperFirst = 0;
  let citesListing = 0;
  let noSource = 0;
  /** @type {Array<string | undefined>} */
  const misses = [];
  for (const { label, answer, question } of covered) {
    const notes = answer.sources.filter((s) => s.type === 'note');
    if (notes.slice(0, 1).some(label.matches)) hit1++;
    if (notes.slice(0, 3).some(label.matches)) hit3++;
    else misses.push(question);
    if (answer.sources[0]?.type === 'pyq') paperFirst++;
    if (answer.sources.length === 0) noSource++;
    const listed = answer.sources.some((s) =>
      s.type === 'note' ? pagesOf(s).some((p) => isListing(s._id, p)) : false,
    );
    if (listed) citesListing++;
  }
  const said = uncovered.filter(
    (a) => NOT_COVERED_PATTERN.test(a.reply) && a.sources.length === 0,
  ).length;
  const n = covered.length || 1;
  return {
    covered: covered.length,
    hit1: hit1 / n,
    hit3: hit3 / n,
    paperFirstShare: paperFirst / n,
    listingCitedShare: citesListing / n,
    noSourceShare: noSource / n,
    uncovered: uncovered.length,
    notCoveredShare: uncovered.length ? said / uncovered.length : 1,
    misses,
  };
}

/**
 * The pages a source spans (its range, or its one page).
 * @param {CitedSource} source
 */
function pagesOf(source) {
  const end = Math.max(source.page, source.pageEnd ?? source.page);
  return Array.from({ length: end - source.page + 1 }, (_, i) => source.page + i);
}

/** A real-set label as a source matcher. */
export function realLabel(/** @type {RealQuestion} */ q) {
  return {
    matches: (/** @type {CitedSource} */ s) =>
      s.type === 'note' && s._id === q.note && s.page >= q.from && s.page <= q.to,
  };
}

/** One line of figures. */
export function summary(/** @type {ReturnType<typeof scoreAnswers>} */ r) {
  const pct = (/** @type {number} */ x) => `${(x * 100).toFixed(0)} %`;
  return (
    `hit@1 ${pct(r.hit1)}  hit@3 ${pct(r.hit3)}  paper first ${pct(r.paperFirstShare)}  ` +
    `cites a listing page ${pct(r.listingCitedShare)}  no source ${pct(r.noSourceShare)}  ` +
    `uncovered said "not covered" ${pct(r.notCoveredShare)} (${r.covered} + ${r.uncovered} questions)`
  );
}

/**
 * The functions modules the in-process evaluation runs (functions/lib from the tools,
 * functions/src from vitest), so it measures the Partner's own code.
 * @typedef {object} PartnerModules
 * @property {(bytes: Uint8Array) => Promise<{ pages: string[] }>} readPdf content/pdf
 * @property {{ build: (contents: any[], pages: any[]) => any }} SearchIndex search/search-index
 * @property {(index: any, q: string, scope: object, open: null, questionsOf: (id: string) => Promise<any[]>) => Promise<{ passages: any[], context: string }>} groundedRetrieval chatbot/retrieval
 * @property {(passages: any[]) => any[]} passagesWithinTokens chatbot/prompt
 * @property {(q: string, passages: any[], context: string) => string} groundedMessage chatbot/prompt
 * @property {(reply: string, passages: any[]) => CitedSource[]} citedSources chatbot/prompt
 */

/**
 * Answers `question` as the Partner does (retrieval → prompt → model → cited sources), with the
 * local Gemini stub as the model: it answers only from the passages it is given.
 * @param {PartnerModules} m
 * @param {any} index the SearchIndex built from the corpus
 * @param {string} question
 * @returns {Promise<Answer & { retrieved: CitedSource[], retrievalMs: number }>} `retrieved`:
 *   the passages in the prompt, in retrieval order
 */
async function answerInProcess(m, index, question) {
  const started = performance.now();
  const { passages, context } = await m.groundedRetrieval(
    index,
    question,
    {},
    null,
    async () => [],
  );
  const retrievalMs = performance.now() - started;
  const chosen = m.passagesWithinTokens(passages);
  const prompt = parseGroundedPrompt(m.groundedMessage(question, chosen, context));
  const reply = prompt ? groundedReply(prompt) : '';
  const retrieved = chosen.map(({ text: _text, ...source }) => source);
  return { reply, sources: m.citedSources(reply, chosen), retrieved, retrievalMs };
}

/**
 * The real-corpus evaluation, in-process: the index built from the corpus PDFs (notes and
 * papers, so a paper could come first), every question answered, scored.
 * @param {string} dir the corpus folder
 * @param {PartnerModules} m
 * @param {(line: string) => void} [log]
 * @param {{ timingRounds?: number }} [options] `timingRounds`: extra warm passes over the set
 *   that time retrieval alone (the CLI's latency figures); 0 (the gate) times the scoring pass.
 */
export async function runRealEval(dir, m, log = () => {}, { timingRounds = 0 } = {}) {
  const loadStarted = performance.now();
  const { contents, pages } = await loadRealCorpus(dir, m.readPdf);
  const index = m.SearchIndex.build(contents, pages);
  const loadMs = performance.now() - loadStarted;
  const isListing = (/** @type {string} */ id, /** @type {number} */ page) =>
    !!index.page(id, page)?.listing;
  /** @type {Array<{ label: any, answer: Answer & { retrieved: CitedSource[], retrievalMs: number }, question: string, note: string }>} */
  const covered = [];
  for (const q of REAL_SET.covered) {
    const answer = await answerInProcess(m, index, q.question);
    const label = realLabel(q);
    covered.push({ label, answer, question: q.question, note: q.note });
    const first = answer.sources[0];
    // Per-question lines for the tuning side only: held-out failures are never printed.
    if (splitOf(q.note) !== 'tuning') continue;
    log(
      `${
        answer.sources
          .filter((s) => s.type === 'note')
          .slice(0, 3)
          .some(label.matches)
          ? 'hit '
          : 'MISS'
      } ` +
        `${q.note} p${q.from}-${q.to}  first: ${first ? `${first._id} p${first.page}${first.pageEnd ? `-${first.pageEnd}` : ''}` : 'none'}  ${q.question}`,
    );
  }
  const uncovered = [];
  for (const question of REAL_SET.uncovered) {
    const answer = await answerInProcess(m, index, question);
    uncovered.push(answer);
    log(
      `${NOT_COVERED_PATTERN.test(answer.reply) && answer.sources.length === 0 ? 'said' : 'MISS'} not covered  ${question}`,
    );
  }
  // Latency: the Partner's retrieval and, for the added cost, what retrieval was before the
  // grounding rules (one page search, top 5); over `timingRounds` warm passes when asked for,
  // else over the scoring pass above.
  const questions = [...REAL_SET.covered.map((q) => q.question), ...REAL_SET.uncovered];
  const latencies = timingRounds
    ? []
    : [...covered.map((c) => c.answer.retrievalMs), ...uncovered.map((a) => a.retrievalMs)];
  const baseline = [];
  for (let round = 0; round < Math.max(timingRounds, 1); round++) {
    for (const question of questions) {
      if (timingRounds) {
        const started = performance.now();
        await m.groundedRetrieval(index, question, {}, null, async () => []);
        latencies.push(performance.now() - started);
      }
      const started = performance.now();
      index.searchPages(question, {}, 5);
      baseline.push(performance.now() - started);
    }
  }
  const listingPages = pages.filter((p) => isListing(p.contentId, p.page)).length;
  // Per side of the corpus split (a question's side is its labelled note's subject), with
  // listing pages as the careful reader labelled them: does an answer lead with one, and does
  // the search box's top hit for the question open one?
  const labelled = labelledListing();
  const leadsWithListing = (/** @type {Answer} */ a) => {
    const first = a.sources[0];
    return !!first && first.type === 'note' && labelled(first._id, first.page);
  };
  const sides = Object.fromEntries(
    /** @type {const} */ (['tuning', 'heldOut']).map((side) => {
      const mine = covered.filter((c) => splitOf(c.note) === side);
      const searchTops = mine.map((c) => index.searchDocuments(c.question, {}, 1)[0]);
      return [
        side,
        {
          ...scoreAnswers({ covered: mine, uncovered: [], isListing: labelled }),
          leadsWithListing: mine.filter((c) => leadsWithListing(c.answer)).length,
          searchTopExplaining:
            searchTops.filter((hit) => hit && !labelled(hit.content.id, hit.page)).length /
            (mine.length || 1),
        },
      ];
    }),
  );
  // The same scores over the passages in the prompt, in retrieval order (what a model that
  // cites its best passage first would cite), apart from which ones the stub chose to quote.
  const retrieval = scoreAnswers({
    covered: covered.map((c) => ({ ...c, answer: { reply: '', sources: c.answer.retrieved } })),
    uncovered: [],
    isListing,
  });
  return {
    ...scoreAnswers({ covered, uncovered, isListing }),
    retrieval: {
      hit1: retrieval.hit1,
      hit3: retrieval.hit3,
      paperFirstShare: retrieval.paperFirstShare,
      listingShare: retrieval.listingCitedShare,
      misses: retrieval.misses,
    },
    sides,
    index: { pages: index.size.pages, listingPages, loadMs: Math.round(loadMs) },
    retrievalMs: percentiles(latencies),
    baselineRetrievalMs: percentiles(baseline),
  };
}

/** p50 and p95 of durations, ms (nearest rank). */
export function percentiles(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: Number(at(0.5).toFixed(2)), p95: Number(at(0.95).toFixed(2)) };
}
