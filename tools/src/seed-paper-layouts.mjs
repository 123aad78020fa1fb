// The printed layouts of the seeded question papers: real papers come in many
// layouts, so the seed prints its papers in three, and exam prep must read all of them.
// - 'rtu'      today's RTU style: `Q.1 (a)` / `(b)`, marks `[2]` at the end of the text, PART A-C;
// - 'module'   KTU style: bare numbers `1` … `10`, then `11 a)` / `b)` under printed
//              `Module -N` headings, marks as a bare figure in a right-hand column;
// - 'outcomes' `Q1.` / `(a)`, marks as `7M` in a column, beside CO and Bloom-level columns,
//              SECTION headings.
// The questions asked are the same (seed-paper-pdf.mjs paperQuestions); only their numbering,
// marks and printing differ. printedQuestions() is what the paper prints, so the labelled set
// (tools/src/eval/topics-questions.json) and the renderer agree.

/** @typedef {import('./seed-paper-pdf.mjs').PaperQuestion} PaperQuestion */
/** @typedef {'rtu' | 'module' | 'outcomes'} PaperLayout */

/** The layouts in seeding order; a subject's papers all share one layout. */
export const PAPER_LAYOUTS = /** @type {const} */ (['rtu', 'module', 'outcomes']);

/** The labelled subjects (topics-questions.json) cover every layout. */
const LAYOUT_BY_KEY = /** @type {Record<string, PaperLayout>} */ ({
  dsa: 'rtu',
  dbms: 'module',
  os: 'outcomes',
});

/**
 * The layout a subject's papers are printed in.
 * @param {{ subjectId: string }} paper
 * @returns {PaperLayout}
 */
export function layoutOf(paper) {
  const key = paper.subjectId.split('-').slice(2).join('-');
  if (LAYOUT_BY_KEY[key]) return LAYOUT_BY_KEY[key];
  let hash = 0;
  for (const ch of paper.subjectId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return /** @type {PaperLayout} */ (PAPER_LAYOUTS[hash % PAPER_LAYOUTS.length]);
}

/**
 * The questions as the paper prints them in its layout.
 * 'module': PART A numbers every short question (and the off-syllabus one, which no Module
 * heading may claim) `1`…`k` at 3 marks; PART B prints the others under their unit's
 * `Module -N` heading, two per number as `a)` / `b)` at 7 marks each (or one at 14).
 * @param {PaperQuestion[]} questions paperQuestions(paper), numbered as 'rtu'
 * @param {PaperLayout} layout
 * @returns {Array<PaperQuestion & { section: string }>}
 */
export function printedQuestions(questions, layout) {
  if (layout !== 'module') return questions.map((q) => ({ ...q, section: q.part }));
  const short = questions.filter((q) => q.part === 'A' || q.unit === null);
  const long = questions.filter((q) => !(q.part === 'A' || q.unit === null));
  const out = short.map((q, i) => ({ ...q, number: String(i + 1), marks: 3, section: 'A' }));
  let n = short.length + 1;
  const units = [...new Set(long.map((q) => q.unit))].sort((a, b) => Number(a) - Number(b));
  for (const unit of units) {
    const mine = long.filter((q) => q.unit === unit);
    for (let i = 0; i < mine.length; i += 2) {
      const pair = mine.slice(i, i + 2);
      pair.forEach((q, j) =>
        out.push({
          ...q,
          number: pair.length > 1 ? `${n}(${'ab'[j]})` : String(n),
          marks: pair.length > 1 ? 7 : 14,
          section: 'B',
        }),
      );
      n++;
    }
  }
  return out;
}

/**
 * Draws the questions of a 'module' or 'outcomes' paper.
 * @param {object} io
 * @param {Array<PaperQuestion & { section: string }>} io.questions printedQuestions(…)
 * @param {PaperLayout} io.layout
 * @param {(line: string, size?: number) => void} io.centred a centred bold line
 * @param {(needed: number) => void} io.ensure a new page unless `needed` points fit
 * @param {(text: string, x: number, bold?: boolean) => void} io.at text at x on the current line
 * @param {(text: string, x: number) => number} io.block wrapped text from x up to the marks
 *   column, first line on the current line; returns the lines drawn
 * @param {() => void} io.newline
 */
export function drawColumnsLayout({ questions, layout, centred, ensure, at, block, newline }) {
  const heads =
    layout === 'module'
      ? {
          A: ['PART A', '(Answer all questions; each question carries 3 marks)'],
          B: [
            'PART B',
            '(Answer one full question from each module, each question carries 14 marks)',
          ],
        }
      : {
          A: ['SECTION A', 'Answer all questions.'],
          B: ['SECTION B', 'Answer any four questions.'],
          C: ['SECTION C', 'Answer any two questions.'],
        };
  if (layout === 'outcomes') {
    at('Q.No', MARGIN_X, true);
    at('Question', MARGIN_X + 160, true);
    at('Marks', MARKS_X - 6, true);
    at('CO', CO_X, true);
    at('BL', BL_X, true);
    newline();
  }
  let section = '';
  let unit = /** @type {number | null} */ (null);
  let main = '';
  questions.forEach((q, i) => {
    if (q.section !== section) {
      section = q.section;
      unit = null;
      ensure(60);
      const [title = '', instructions = ''] = heads[/** @type {'A'} */ (section)];
      centred(title);
      centred(instructions, 10);
    }
    if (layout === 'module' && section === 'B' && q.unit !== unit) {
      unit = q.unit;
      ensure(45);
      centred(`Module -${unit}`);
    }
    ensure(30);
    const [, number = '', sub] = /^(\d+)(?:\((\w+)\))?$/.exec(q.number) ?? [];
    if (layout === 'module') {
      if (number !== main) at(number, MARGIN_X);
      if (sub) at(`${sub})`, MARGIN_X + 20);
      at(String(q.marks), MARKS_X);
    } else {
      if (number !== main) at(`Q${number}.`, MARGIN_X);
      if (sub) at(`(${sub})`, MARGIN_X + 24);
      at(`${q.marks}M`, MARKS_X);
      at(`CO${q.unit ?? 1}`, CO_X);
      at(`L${1 + (i % 3)}`, BL_X);
    }
    main = number;
    block(q.text, MARGIN_X + (sub || layout === 'outcomes' ? 46 : 34));
  });
}

/** Columns, in points on an A4 page (595 wide, 56 margins). */
const MARGIN_X = 56;
export const MARKS_X = 470;
const CO_X = 505;
const BL_X = 530;
