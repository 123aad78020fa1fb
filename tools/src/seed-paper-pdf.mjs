// Generated previous-year question papers for the seed: end-term papers whose questions come
// from the subject's seeded units, so search and the Assignment Partner have real text to find in
// papers too, printed in one of three layouts (seed-paper-layouts.mjs: RTU `Q.1 (a) … [2]`, KTU
// bare numbers with a marks column and Module headings, `Q1.` / `7M` with CO columns).
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { clean, wrap } from './seed-pdf.mjs';
import { HAND_WRITTEN } from './seed-data/paper-questions.mjs';
import { MARKS_X, drawColumnsLayout, layoutOf, printedQuestions } from './seed-paper-layouts.mjs';

/** @typedef {import('./seed-data/index.mjs').SeedPaper} SeedPaper */

const PAGE_W = 595.28; // A4
const PAGE_H = 841.89;
const MARGIN = 56;
const SIZE = 11;
const LEADING = 15;
const INK = rgb(0.1, 0.1, 0.1);
const FIXED_DATE = new Date('2025-07-01T00:00:00.000Z');
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

/**
 * Questions that no unit of any seeded subject answers: real papers carry the odd question from
 * outside the notes, and the topics pipeline must leave their unit empty.
 */
export const OFF_SYLLABUS_QUESTIONS = [
  'Write a short note on the ethical responsibilities of an engineer towards society.',
  'Discuss the impact of monsoon rainfall on Indian agriculture.',
  'Explain the importance of yoga and meditation for a healthy lifestyle.',
];

/** Phrasings per part, so a topic asked again in another year reads differently. */
const TEMPLATES = {
  A: [
    (/** @type {string} */ p) => `Define ${p}.`,
    (/** @type {string} */ p) => `What is meant by ${p}?`,
    (/** @type {string} */ p) => `Write a short note on ${p}.`,
  ],
  B: [
    (/** @type {string} */ p) => `Explain ${p} with a suitable example.`,
    (/** @type {string} */ p) => `Describe ${p} with a neat diagram.`,
    (/** @type {string} */ p) => `Illustrate ${p} with an example and list its applications.`,
  ],
  C: [
    (/** @type {string} */ p) => `Discuss ${p} in detail with a worked example.`,
    (/** @type {string} */ p) => `Explain ${p} in detail. Give its advantages and limitations.`,
  ],
};

/**
 * @typedef {object} PaperQuestion
 * @property {'A'|'B'|'C'} part
 * @property {string} number as printed and as the pipeline must read it: '1(c)', '4', '9(b)'
 * @property {number} marks
 * @property {string} text
 * @property {number | null} unit the unit whose notes answer it; null for off-syllabus
 * @property {string | null} point the unit key point it asks about (the topic); null off-syllabus
 */

/**
 * The paper's questions, drawn from the units' key points, so that the papers are realistic. Every
 * paper asks each unit's first key point (the favourites: they repeat every year, in another
 * part and phrasing), about two thirds of the other points (which ones shifts with the year and
 * session), and one question from outside the syllabus. Numbering: Part A is Q.1 (a)..; Part B
 * one question per number; Part C two sub-questions (a), (b) per number.
 * @param {SeedPaper} paper
 * @returns {PaperQuestion[]}
 */
export function paperQuestions(paper) {
  const k = paper.year * 2 + (paper.session === 'dec' ? 1 : 0);
  const units = paper.units.length
    ? paper.units
    : [{ unit: 1, topic: paper.subjectName, keyPoints: [paper.subjectName] }];
  /** @type {Array<{ unit: number, point: string }>} */
  const chosen = [];
  const depth = Math.max(...units.map((u) => u.keyPoints.length || 1));
  for (let j = 0; j < depth; j++) {
    units.forEach((u, ui) => {
      const points = u.keyPoints.length ? u.keyPoints : [u.topic];
      if (j < points.length && (j === 0 || (j + ui + k) % 3 !== 0)) {
        chosen.push({ unit: u.unit, point: /** @type {string} */ (points[j]) });
      }
    });
  }
  // Rotate so a favourite lands in a different part each year.
  const shift = (k * 3) % chosen.length;
  const order = [...chosen.slice(shift), ...chosen.slice(0, shift)];
  const nA = Math.round(order.length * 0.4);
  const nB = Math.round(order.length * 0.3);
  const partA = order.slice(0, nA);
  const partB = order.slice(nA, nA + nB);
  const partC = order.slice(nA + nB);
  /** @type {PaperQuestion[]} */
  const out = [];
  const letter = (/** @type {number} */ i) => String.fromCharCode(97 + i);
  const phrase = (
    /** @type {'A'|'B'|'C'} */ part,
    /** @type {number} */ i,
    /** @type {string} */ point,
  ) =>
    /** @type {(point: string) => string} */ (TEMPLATES[part][(i + k) % TEMPLATES[part].length])(
      point,
    );
  partA.forEach(({ unit, point }, i) =>
    out.push({
      part: 'A',
      number: `1(${letter(i)})`,
      marks: 2,
      text: phrase('A', i, point),
      unit,
      point,
    }),
  );
  let n = 2;
  partB.forEach(({ unit, point }, i) =>
    out.push({
      part: 'B',
      number: String(n++),
      marks: 4,
      text: phrase('B', i, point),
      unit,
      point,
    }),
  );
  out.push({
    part: 'B',
    number: String(n++),
    marks: 4,
    text: /** @type {string} */ (OFF_SYLLABUS_QUESTIONS[k % OFF_SYLLABUS_QUESTIONS.length]),
    unit: null,
    point: null,
  });
  for (let i = 0; i < partC.length; i += 2) {
    const pair = partC.slice(i, i + 2);
    pair.forEach(({ unit, point }, j) =>
      out.push({
        part: 'C',
        number: pair.length > 1 ? `${n}(${letter(j)})` : String(n),
        marks: pair.length > 1 ? 5 : 10,
        text: phrase('C', i + j, point),
        unit,
        point,
      }),
    );
    n++;
  }
  // Two hand-written questions (seed-data/paper-questions.mjs) as one more Part C question: each
  // appears in two consecutive sessions, worded differently each time.
  const written = HAND_WRITTEN[paper.subjectId.split('-').slice(2).join('-')] ?? [];
  if (written.length) {
    const picked = /** @type {typeof written} */ ([
      written[k % written.length],
      written[(k + 1) % written.length],
    ]);
    picked.forEach((entry, j) =>
      out.push({
        part: 'C',
        number: `${n}(${letter(j)})`,
        marks: 5,
        text: /** @type {string} */ (entry.variants[k % entry.variants.length]),
        unit: entry.unit,
        point: entry.point,
      }),
    );
  }
  return out;
}

const PART_HEAD = {
  A: ['PART A', 'Answer all questions. Each question carries 2 marks.'],
  B: ['PART B', 'Attempt any four questions. Each question carries 4 marks.'],
  C: ['PART C', 'Attempt any two questions. Each question carries 10 marks.'],
};

/**
 * Renders a question paper.
 * @param {SeedPaper} paper
 * @returns {Promise<Uint8Array>}
 */
export async function renderPaperPdf(paper) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const sessionName = paper.session === 'may' ? 'May' : 'December';
  doc.setTitle(clean(`${paper.subjectName} - ${sessionName} ${paper.year} question paper`));
  doc.setAuthor('NoteSea');
  doc.setCreator('NoteSea seed');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);

  let page = doc.addPage([PAGE_W, PAGE_H]);
  let y = PAGE_H - MARGIN;
  const semesterNumber = Number(paper.semesterId.replace(/\D/g, '')) || 1;
  const centred = (/** @type {string} */ line, size = SIZE, font = bold) => {
    const width = font.widthOfTextAtSize(clean(line), size);
    page.drawText(clean(line), { x: (PAGE_W - width) / 2, y, size, font, color: INK });
    y -= size + 6;
  };
  const ensure = (/** @type {number} */ needed) => {
    if (y - needed >= MARGIN) return;
    page = doc.addPage([PAGE_W, PAGE_H]);
    y = PAGE_H - MARGIN;
  };
  const paragraph = (/** @type {string} */ body, x = MARGIN, font = regular) => {
    for (const line of wrap(body, font, SIZE, PAGE_W - MARGIN - x)) {
      ensure(LEADING);
      page.drawText(line, { x, y, size: SIZE, font, color: INK });
      y -= LEADING;
    }
  };

  centred('Rajasthan Technical University, Kota', 14);
  centred(
    `B.Tech. ${ROMAN[semesterNumber - 1] ?? semesterNumber} Semester (Main/Back) Examination, ${sessionName} ${paper.year}`,
    12,
  );
  centred(paper.subjectName, 13);
  const layout = layoutOf(paper);
  if (layout === 'module') {
    page.drawText('Reg No.: _______________', { x: MARGIN, y, size: SIZE, font: regular });
    page.drawText('Name: ____________________', { x: PAGE_W / 2, y, size: SIZE, font: regular });
    y -= LEADING;
  }
  centred(
    layout === 'rtu'
      ? 'Time: 3 Hours     Maximum Marks: 70'
      : 'Time: 3 Hours     Maximum Marks: 100',
    SIZE,
    regular,
  );
  y -= 8;
  paragraph(
    'Instructions to candidates: Attempt all questions of Part A, any four of Part B and any two of Part C. Figures in square brackets are marks. Use of a non-programmable calculator is permitted. (Demo paper generated for NoteSea.)',
  );
  page.drawLine({
    start: { x: MARGIN, y: y + 4 },
    end: { x: PAGE_W - MARGIN, y: y + 4 },
    thickness: 0.6,
    color: INK,
  });
  y -= 10;
  if (layout !== 'rtu') {
    drawColumnsLayout({
      questions: printedQuestions(paperQuestions(paper), layout),
      layout,
      centred: (line, size = 12) => {
        ensure(LEADING * 2);
        centred(line, size);
      },
      ensure,
      at: (text, x, isBold = false) =>
        page.drawText(clean(text), { x, y, size: SIZE, font: isBold ? bold : regular, color: INK }),
      block: (text, x) => {
        const lines = wrap(text, regular, SIZE, MARKS_X - 12 - x);
        lines.forEach((line, i) => {
          if (i > 0) ensure(LEADING);
          page.drawText(line, { x, y, size: SIZE, font: regular, color: INK });
          y -= LEADING;
        });
        y -= 3;
        return lines.length;
      },
      newline: () => {
        y -= LEADING;
      },
    });
  }
  let part = '';
  for (const question of layout === 'rtu' ? paperQuestions(paper) : []) {
    if (question.part !== part) {
      part = question.part;
      const [title = '', instructions = ''] = PART_HEAD[question.part];
      ensure(LEADING * 4);
      y -= 6;
      centred(title, 12);
      paragraph(instructions, MARGIN, regular);
      y -= 4;
    }
    ensure(LEADING * 2);
    // 'Q.7 (a)' on a question's first part, '(b)' alone on the next, as RTU papers print them.
    const [, main, sub] = /^(\d+)(?:\((\w)\))?$/.exec(question.number) ?? [];
    const label = sub && sub !== 'a' ? `(${sub})` : `Q.${main}${sub ? ` (${sub})` : ''}`;
    page.drawText(label, { x: MARGIN, y, size: SIZE, font: bold, color: INK });
    paragraph(`${question.text} [${question.marks}]`, MARGIN + 48);
    y -= 3;
  }
  const pages = doc.getPages();
  pages.forEach((pg, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    const width = regular.widthOfTextAtSize(label, 9);
    pg.drawText(label, { x: (PAGE_W - width) / 2, y: MARGIN / 2, size: 9, font: regular });
  });
  return doc.save({ useObjectStreams: true });
}
