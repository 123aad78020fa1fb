// The page with the rare term (issue 31): a question naming a term that only one page of a
// subject's notes holds must get that page cited. Cases are generated from ../shared/corpus
// with a fixed seed: per split side, terms found on exactly one note page of their subject, at
// least twice there (a term the page is about, not a typo or a passing word: whole words of 6+
// letters, no hyphen, not function words, not on any of the subject's papers), asked as
// "Explain {term}." and as "What is {term} and where is it used?". The retrieval under test is
// the Partner's (chatbot/grounding.ts notePassages over the search index, in-process); a case
// passes when the page opens one of the passages the Partner may cite (MAX_PASSAGES).
// Run after `npm run build -w functions`:
//   node tools/src/eval/rare-terms-eval.mjs [--cases=10]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../paths.mjs';
import { CORPUS_SPLIT, corpusDir } from './corpus.mjs';
import { loadRealCorpus } from './partner-grounding-eval.mjs';
import { seededRandom } from './seeded-random.mjs';

/** Cases per side (issue 31: 10 of 10). */
export const RARE_TERM_CASES = 10;
const SEED = 31;

const lib = (/** @type {string} */ file) =>
  import(pathToFileURL(path.join(ROOT, 'functions/lib', file)).href);

/**
 * The functions' modules the eval runs, from the build (the CLI) or from source (the gate in
 * tests/api/partner-eval.test.ts passes them in).
 */
export async function builtModules() {
  const [{ readPdf }, { SearchIndex }, { notePassages }, { MAX_PASSAGES }, { FUNCTION_WORDS }] =
    await Promise.all([
      lib('modules/content/pdf.js'),
      lib('modules/search/search-index.js'),
      lib('modules/chatbot/grounding.js'),
      lib('modules/chatbot/prompt.js'),
      lib('lib/function-words.js'),
    ]);
  return { readPdf, SearchIndex, notePassages, MAX_PASSAGES, FUNCTION_WORDS };
}

/**
 * Generates the cases and runs them.
 * @param {string} dir the corpus folder
 * @param {{ readPdf: any, SearchIndex: any, notePassages: any, MAX_PASSAGES: number,
 *   FUNCTION_WORDS: ReadonlySet<string> }} m the modules under test (`builtModules`)
 * @param {number} [cases]
 * @returns {Promise<Record<'tuning' | 'heldOut', { cases: number, cited: number,
 *   misses: Array<{ question: string, page: string }> }>>}
 */
export async function runRareTermsEval(dir, m, cases = RARE_TERM_CASES) {
  const { readPdf, SearchIndex, notePassages, MAX_PASSAGES, FUNCTION_WORDS } = m;
  const { contents, pages } = await loadRealCorpus(dir, readPdf);
  const index = SearchIndex.build(contents, pages);
  const typeOf = new Map(contents.map((c) => [c.id, c.type]));
  const subjectOf = (/** @type {string} */ id) => id.split('/')[0] ?? '';

  /** subject → term → pages ("id#page") holding it; and terms of the subject's papers */
  const notesTerms = new Map();
  const paperTerms = new Map();
  for (const page of pages) {
    const subject = subjectOf(page.contentId);
    const all = (page.text.toLowerCase().match(/\b[a-z][a-z-]{5,}[a-z]\b/g) ?? []).filter(
      (w) => !FUNCTION_WORDS.has(w),
    );
    const counts = new Map();
    for (const w of all) counts.set(w, (counts.get(w) ?? 0) + 1);
    const words = new Set(all);
    if (typeOf.get(page.contentId) === 'pyq') {
      const set = paperTerms.get(subject) ?? new Set();
      for (const w of words) set.add(w);
      paperTerms.set(subject, set);
      continue;
    }
    const terms = notesTerms.get(subject) ?? new Map();
    for (const w of words) {
      const at = { page: `${page.contentId}#${page.page}`, times: counts.get(w) };
      terms.set(w, [...(terms.get(w) ?? []), at]);
    }
    notesTerms.set(subject, terms);
  }

  /** @type {Record<string, { cases: number, cited: number, misses: Array<{ question: string, page: string }> }>} */
  const out = {};
  for (const side of /** @type {const} */ (['tuning', 'heldOut'])) {
    const candidates = [];
    for (const subject of CORPUS_SPLIT[side]) {
      for (const [term, at] of notesTerms.get(subject) ?? []) {
        if (at.length !== 1 || at[0].times < 2 || term.includes('-')) continue;
        if (paperTerms.get(subject)?.has(term)) continue;
        const [id, n] = at[0].page.split('#');
        if (!index.page(id, Number(n))) continue;
        candidates.push({ subject, term, page: at[0].page });
      }
    }
    candidates.sort((a, b) => (a.subject + a.term).localeCompare(b.subject + b.term));
    const random = seededRandom(SEED);
    /** @type {typeof candidates} */
    const picked = [];
    while (picked.length < cases && candidates.length) {
      picked.push(...candidates.splice(Math.floor(random() * candidates.length), 1));
    }
    let cited = 0;
    const misses = [];
    for (const { subject, term, page } of picked) {
      for (const question of [`Explain ${term}.`, `What is ${term} and where is it used?`]) {
        const passages = notePassages(index, question, { subjectId: subject, limit: MAX_PASSAGES });
        const [id, n] = page.split('#');
        const hit = passages.some(
          (/** @type {{ _id: string, page: number, pageEnd?: number }} */ p) =>
            p._id === id && p.page <= Number(n) && Number(n) <= (p.pageEnd ?? p.page),
        );
        if (hit) cited++;
        else misses.push({ question, page });
      }
    }
    out[side] = { cases: picked.length * 2, cited, misses };
  }
  return /** @type {any} */ (out);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const corpus = corpusDir();
  if (!corpus.dir) {
    console.log(`Rare-term eval SKIPPED: ${corpus.reason}`);
  } else {
    const n =
      Number(process.argv.find((a) => a.startsWith('--cases='))?.slice(8)) || RARE_TERM_CASES;
    const result = await runRareTermsEval(corpus.dir, await builtModules(), n);
    for (const side of /** @type {const} */ (['tuning', 'heldOut'])) {
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
