// Grounding measures of the Assignment Partner, for the seeded set (through the stack)
// and the real-corpus set (in-process, from ../shared/corpus): where the first cited note page
// falls, whether a paper or a listing page (syllabus, overview, headings only) is cited, and
// whether uncovered questions are answered "not covered". Used by `npm run eval:partner`
// (tools/src/eval-partner.ts) and by its gate (tests/api/partner-eval.test.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ChatbotSourceDto } from '@notesea/contract/partner';
import type { groundedRetrieval } from '../../../functions/src/modules/chatbot/retrieval.ts';
import type {
  citedSources,
  groundedMessage,
  passagesWithinTokens,
} from '../../../functions/src/modules/chatbot/prompt.ts';
import type { readPdf } from '../../../functions/src/modules/content/pdf.ts';
import type {
  ContentEntry,
  PageEntry,
  SearchIndex,
} from '../../../functions/src/modules/search/search-index.ts';
import { groundedReply, parseGroundedPrompt } from '../dev-services/gemini-stub.mjs';
import { corpusDir, splitOf, type Side } from './corpus.ts';
import { listingLabels } from './listing-eval.ts';

/** What an answer to an uncovered question must say (prompt.ts NOT_COVERED). */
export const NOT_COVERED_PATTERN = /notes don't cover this/i;

export interface RealQuestion {
  question: string;
  note: string;
  from: number;
  to: number;
}

/** What the scores read of a cited source (or a retrieved passage). */
export type CitedSource = Pick<ChatbotSourceDto, 'type' | '_id' | 'page' | 'pageEnd'>;

/** An answer of the Partner (`POST /api/chatbot`'s ChatbotReplyDto, or in-process). */
export interface Answer {
  reply: string;
  sources: CitedSource[];
}

/** A label as a matcher of cited sources. */
export interface SourceMatcher {
  matches: (s: CitedSource) => boolean;
}

/** The committed real-corpus set (labels in the file's `about`). */
export const REAL_SET = JSON.parse(
  readFileSync(new URL('./partner-real-questions.json', import.meta.url), 'utf8'),
) as { covered: RealQuestion[]; uncovered: string[] };

/** Gates: real hit@3 at least this; no answer may cite a paper first. */
export const REAL_HIT3_TARGET = 0.8;

/** Where the real corpus is (eval/corpus.ts), in the shape the Partner's eval and gate print. */
export function realCorpusDir(): { dir: string; present: boolean } {
  const corpus = corpusDir();
  return { dir: corpus.path, present: corpus.dir !== null };
}

/**
 * Whether a corpus note page is labelled a listing page by the careful reader
 * (labels/listing/): measured against the labels, not against the classifier under test.
 * @returns contentId as loadRealCorpus names it
 */
export function labelledListing(): (contentId: string, page: number) => boolean {
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

/** content/pdf's readPdf, as the corpus loader calls it. */
export type ReadPdf = (bytes: Uint8Array) => ReturnType<typeof readPdf>;

/** The corpus as the index builder wants it. */
export interface RealCorpus {
  contents: ContentEntry[];
  pages: PageEntry[];
}

/**
 * Reads every note and paper of the corpus with the content pipeline's `readPdf`, as the index
 * builder wants them: one catalog entry per PDF (`{subject}/{unit-N}` notes, `{subject}/{year}-
 * {session}` papers) and its pages (listing left to SearchIndex.build, which classifies them).
 * @param dir the corpus folder (`<subject>/notes/unit-N.pdf`, `<subject>/papers/Y-s.pdf`)
 */
export function loadRealCorpus(dir: string, readPdf: ReadPdf): Promise<RealCorpus> {
  // One read per process: the Partner gate and the rare-term gate run over the same corpus.
  const key = `${dir}`;
  const kept = loaded.get(key);
  if (kept && kept.readPdf === readPdf) return kept.result;
  const result = readRealCorpus(dir, readPdf);
  loaded.set(key, { readPdf, result });
  return result;
}

const loaded = new Map<string, { readPdf: unknown; result: Promise<RealCorpus> }>();

async function readRealCorpus(dir: string, readPdf: ReadPdf): Promise<RealCorpus> {
  const contents: ContentEntry[] = [];
  const pages: PageEntry[] = [];
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

/** What scoreAnswers gives: shares of the covered answers, and the uncovered ones said. */
export interface AnswerScores {
  covered: number;
  hit1: number;
  hit3: number;
  paperFirstShare: number;
  listingCitedShare: number;
  noSourceShare: number;
  uncovered: number;
  notCoveredShare: number;
  misses: Array<string | undefined>;
}

/**
 * Scores answers. A covered answer hits@k when one of its first k cited note passages is the
 * labelled one and opens (its first page, the reader link) within the labelled range.
 * @param io.isListing whether a page lists topics
 */
export function scoreAnswers({
  covered,
  uncovered,
  isListing,
}: {
  covered: Array<{ label: SourceMatcher; answer: Answer; question?: string }>;
  uncovered: Answer[];
  isListing: (contentId: string, page: number) => boolean;
}): AnswerScores {
  let hit1 = 0;
  let hit3 = 0;
  let paperFirst = 0;
  let citesListing = 0;
  let noSource = 0;
  const misses: Array<string | undefined> = [];
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

/** The pages a source spans (its range, or its one page). */
function pagesOf(source: CitedSource): number[] {
  const end = Math.max(source.page, source.pageEnd ?? source.page);
  return Array.from({ length: end - source.page + 1 }, (_, i) => source.page + i);
}

/** A real-set label as a source matcher. */
export function realLabel(q: RealQuestion): SourceMatcher {
  return {
    matches: (s) => s.type === 'note' && s._id === q.note && s.page >= q.from && s.page <= q.to,
  };
}

/** One line of figures. */
export function summary(r: AnswerScores): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  return (
    `hit@1 ${pct(r.hit1)}  hit@3 ${pct(r.hit3)}  paper first ${pct(r.paperFirstShare)}  ` +
    `cites a listing page ${pct(r.listingCitedShare)}  no source ${pct(r.noSourceShare)}  ` +
    `uncovered said "not covered" ${pct(r.notCoveredShare)} (${r.covered} + ${r.uncovered} questions)`
  );
}

/**
 * The functions modules the in-process evaluation runs (functions/lib from the tools,
 * functions/src from vitest), so it measures the Partner's own code.
 */
export interface PartnerModules {
  /** content/pdf */
  readPdf: ReadPdf;
  /** search/search-index */
  SearchIndex: Pick<typeof SearchIndex, 'build'>;
  /** chatbot/retrieval */
  groundedRetrieval: typeof groundedRetrieval;
  /** chatbot/prompt */
  passagesWithinTokens: typeof passagesWithinTokens;
  /** chatbot/prompt */
  groundedMessage: typeof groundedMessage;
  /** chatbot/prompt */
  citedSources: typeof citedSources;
}

/** An answer given in-process: `retrieved` are the passages in the prompt, in retrieval order. */
export type InProcessAnswer = Answer & { retrieved: CitedSource[]; retrievalMs: number };

/**
 * Answers `question` as the Partner does (retrieval → prompt → model → cited sources), with the
 * local Gemini stub as the model: it answers only from the passages it is given.
 * @param index the SearchIndex built from the corpus
 */
async function answerInProcess(
  m: PartnerModules,
  index: SearchIndex,
  question: string,
): Promise<InProcessAnswer> {
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

/** Scores of one side of the corpus split. */
export type SideScores = AnswerScores & { leadsWithListing: number; searchTopExplaining: number };

export type RealPartnerFigures = AnswerScores & {
  retrieval: {
    hit1: number;
    hit3: number;
    paperFirstShare: number;
    listingShare: number;
    misses: Array<string | undefined>;
  };
  sides: Record<Side, SideScores>;
  index: { pages: number; listingPages: number; loadMs: number };
  retrievalMs: { p50: number; p95: number };
  baselineRetrievalMs: { p50: number; p95: number };
};

/**
 * The real-corpus evaluation, in-process: the index built from the corpus PDFs (notes and
 * papers, so a paper could come first), every question answered, scored.
 * @param dir the corpus folder
 * @param options `timingRounds`: extra warm passes over the set that time retrieval alone (the
 *   CLI's latency figures); 0 (the gate) times the scoring pass.
 */
export async function runRealEval(
  dir: string,
  m: PartnerModules,
  log: (line: string) => void = () => {},
  { timingRounds = 0 }: { timingRounds?: number } = {},
): Promise<RealPartnerFigures> {
  const loadStarted = performance.now();
  const { contents, pages } = await loadRealCorpus(dir, m.readPdf);
  const index = m.SearchIndex.build(contents, pages);
  const loadMs = performance.now() - loadStarted;
  const isListing = (id: string, page: number) => !!index.page(id, page)?.listing;
  const covered: Array<{
    label: SourceMatcher;
    answer: InProcessAnswer;
    question: string;
    note: string;
  }> = [];
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
  const uncovered: InProcessAnswer[] = [];
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
  const baseline: number[] = [];
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
  const leadsWithListing = (a: Answer) => {
    const first = a.sources[0];
    return !!first && first.type === 'note' && labelled(first._id, first.page);
  };
  const sideScores = (side: Side): SideScores => {
    const mine = covered.filter((c) => splitOf(c.note) === side);
    const searchTops = mine.map((c) => index.searchDocuments(c.question, {}, 1)[0]);
    return {
      ...scoreAnswers({ covered: mine, uncovered: [], isListing: labelled }),
      leadsWithListing: mine.filter((c) => leadsWithListing(c.answer)).length,
      searchTopExplaining:
        searchTops.filter((hit) => hit && !labelled(hit.content.id, hit.page)).length /
        (mine.length || 1),
    };
  };
  const sides = { tuning: sideScores('tuning'), heldOut: sideScores('heldOut') };
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
export function percentiles(values: number[]): { p50: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: Number(at(0.5).toFixed(2)), p95: Number(at(0.95).toFixed(2)) };
}
