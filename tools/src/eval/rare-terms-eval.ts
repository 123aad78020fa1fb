// The page with the rare term (issue 31): a question naming a term that only one page of a
// subject's notes holds must get that page cited. Cases are generated from ../shared/corpus
// with a fixed seed: per split side, terms found on exactly one note page of their subject, at
// least twice there (a term the page is about, not a typo or a passing word: whole words of 6+
// letters, no hyphen, not function words, not on any of the subject's papers), asked as
// "Explain {term}." and as "What is {term} and where is it used?". The retrieval under test is
// the Partner's (chatbot/grounding.ts notePassages over the search index, in-process); a case
// passes when the page opens one of the passages the Partner may cite (MAX_PASSAGES).
// Run after `npm run build -w functions`:
//   node tools/src/eval/rare-terms-eval.ts [--cases=10]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as FunctionWords from '../../../functions/src/lib/function-words.ts';
import type * as Grounding from '../../../functions/src/modules/chatbot/grounding.ts';
import type * as Prompt from '../../../functions/src/modules/chatbot/prompt.ts';
import type * as Pdf from '../../../functions/src/modules/content/pdf.ts';
import type * as Search from '../../../functions/src/modules/search/search-index.ts';
import { ROOT } from '../paths.mjs';
import { CORPUS_SPLIT, corpusDir, type Side } from './corpus.ts';
import { loadRealCorpus, type ReadPdf } from './partner-grounding-eval.ts';
import { seededRandom } from './seeded-random.ts';

/** Cases per side (issue 31: 10 of 10). */
export const RARE_TERM_CASES = 10;
const SEED = 31;

/** A module of the built functions (functions/lib), typed by its source. */
const lib = async <M>(file: string): Promise<M> =>
  (await import(pathToFileURL(path.join(ROOT, 'functions/lib', file)).href)) as M;

/** The modules under test (`builtModules`, or the sources the gate passes). */
export interface RareTermModules {
  readPdf: ReadPdf;
  SearchIndex: Pick<typeof Search.SearchIndex, 'build'>;
  notePassages: typeof Grounding.notePassages;
  MAX_PASSAGES: number;
  FUNCTION_WORDS: ReadonlySet<string>;
}

/** One side's cases (two questions per term), how many got the page cited, and the misses. */
export interface RareTermSide {
  cases: number;
  cited: number;
  misses: Array<{ question: string; page: string }>;
}

/**
 * The functions' modules the eval runs, from the build (the CLI) or from source (the gate in
 * tests/api/partner-eval.test.ts passes them in).
 */
export async function builtModules(): Promise<RareTermModules> {
  const [{ readPdf }, { SearchIndex }, { notePassages }, { MAX_PASSAGES }, { FUNCTION_WORDS }] =
    await Promise.all([
      lib<typeof Pdf>('modules/content/pdf.js'),
      lib<typeof Search>('modules/search/search-index.js'),
      lib<typeof Grounding>('modules/chatbot/grounding.js'),
      lib<typeof Prompt>('modules/chatbot/prompt.js'),
      lib<typeof FunctionWords>('lib/function-words.js'),
    ]);
  return { readPdf, SearchIndex, notePassages, MAX_PASSAGES, FUNCTION_WORDS };
}

/** A note page as "id#page": its note's id and its page number. */
function pageRef(ref: string): { id: string; page: number } {
  const [id = '', page] = ref.split('#');
  return { id, page: Number(page) };
}

/**
 * Generates the cases and runs them.
 * @param dir the corpus folder
 * @param m the modules under test (`builtModules`)
 */
export async function runRareTermsEval(
  dir: string,
  m: RareTermModules,
  cases: number = RARE_TERM_CASES,
): Promise<Record<Side, RareTermSide>> {
  const { readPdf, SearchIndex, notePassages, MAX_PASSAGES, FUNCTION_WORDS } = m;
  const { contents, pages } = await loadRealCorpus(dir, readPdf);
  const index = SearchIndex.build(contents, pages);
  const typeOf = new Map(contents.map((c) => [c.id, c.type]));
  const subjectOf = (id: string) => id.split('/')[0] ?? '';

  /** subject → term → pages ("id#page") holding it; and terms of the subject's papers */
  const notesTerms = new Map<string, Map<string, Array<{ page: string; times: number }>>>();
  const paperTerms = new Map<string, Set<string>>();
  for (const page of pages) {
    const subject = subjectOf(page.contentId);
    const all = (page.text.toLowerCase().match(/\b[a-z][a-z-]{5,}[a-z]\b/g) ?? []).filter(
      (w) => !FUNCTION_WORDS.has(w),
    );
    const counts = new Map<string, number>();
    for (const w of all) counts.set(w, (counts.get(w) ?? 0) + 1);
    const words = new Set(all);
    if (typeOf.get(page.contentId) === 'pyq') {
      const set = paperTerms.get(subject) ?? new Set();
      for (const w of words) set.add(w);
      paperTerms.set(subject, set);
      continue;
    }
    const terms =
      notesTerms.get(subject) ?? new Map<string, Array<{ page: string; times: number }>>();
    for (const w of words) {
      const at = { page: `${page.contentId}#${page.page}`, times: counts.get(w)! };
      terms.set(w, [...(terms.get(w) ?? []), at]);
    }
    notesTerms.set(subject, terms);
  }

  const runSide = (side: Side): RareTermSide => {
    const candidates: Array<{ subject: string; term: string; page: string }> = [];
    for (const subject of CORPUS_SPLIT[side]) {
      for (const [term, at] of notesTerms.get(subject) ?? []) {
        if (at.length !== 1 || term.includes('-')) continue;
        const only = at[0]!;
        if (only.times < 2) continue;
        if (paperTerms.get(subject)?.has(term)) continue;
        const { id, page } = pageRef(only.page);
        if (!index.page(id, page)) continue;
        candidates.push({ subject, term, page: only.page });
      }
    }
    candidates.sort((a, b) => (a.subject + a.term).localeCompare(b.subject + b.term));
    const random = seededRandom(SEED);
    const picked: typeof candidates = [];
    while (picked.length < cases && candidates.length) {
      picked.push(...candidates.splice(Math.floor(random() * candidates.length), 1));
    }
    let cited = 0;
    const misses: RareTermSide['misses'] = [];
    for (const { subject, term, page } of picked) {
      for (const question of [`Explain ${term}.`, `What is ${term} and where is it used?`]) {
        const passages = notePassages(index, question, { subjectId: subject, limit: MAX_PASSAGES });
        const { id, page: n } = pageRef(page);
        const hit = passages.some((p) => p._id === id && p.page <= n && n <= (p.pageEnd ?? p.page));
        if (hit) cited++;
        else misses.push({ question, page });
      }
    }
    return { cases: picked.length * 2, cited, misses };
  };
  return { tuning: runSide('tuning'), heldOut: runSide('heldOut') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const corpus = corpusDir();
  if (!corpus.dir) {
    console.log(`Rare-term eval SKIPPED: ${corpus.reason}`);
  } else {
    const n =
      Number(process.argv.find((a) => a.startsWith('--cases='))?.slice(8)) || RARE_TERM_CASES;
    const result = await runRareTermsEval(corpus.dir, await builtModules(), n);
    for (const side of ['tuning', 'heldOut'] as const) {
      const r = result[side];
      console.log(
        `rare terms, ${side === 'tuning' ? 'tuning ' : 'held out'}: cited ${r.cited} of ${r.cases}`,
      );
      // Held-out misses are never printed (issue 31's rule), only their count.
      if (side === 'tuning')
        for (const m of r.misses) console.log(`  MISS ${m.question} → ${m.page}`);
    }
  }
}
