// Generated previous-year question papers for the seed: an RTU-style end-term paper (Parts A, B,
// C) whose questions come from the subject's seeded units, so search and the Assignment Partner
// have real text to find in papers too.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { clean, wrap } from './seed-pdf.mjs';

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
 * The paper's questions by part, drawn from the units' topics and key points; which unit and
 * point each question uses shifts with the year and session, so the papers of one subject differ.
 * @param {SeedPaper} paper
 * @returns {Array<{ part: string, instructions: string, questions: string[] }>}
 */
function paperParts(paper) {
  const units = paper.units.length
    ? paper.units
    : [{ topic: paper.subjectName, keyPoints: [paper.subjectName] }];
  const shift = paper.year + (paper.session === 'dec' ? 1 : 0);
  const unit = (/** @type {number} */ i) => units[(i + shift) % units.length];
  const point = (/** @type {number} */ i) => {
    const u = unit(i);
    const points = u.keyPoints.length ? u.keyPoints : [u.topic];
    return points[(i + shift) % points.length];
  };
  return [
    {
      part: 'PART A',
      instructions: 'Answer all ten questions. Each question carries 2 marks. (10 x 2 = 20)',
      questions: Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? `Define ${point(i)}.` : `What is meant by ${point(i)}? Give one example.`,
      ),
    },
    {
      part: 'PART B',
      instructions: 'Attempt any five questions. Each question carries 4 marks. (5 x 4 = 20)',
      questions: Array.from(
        { length: 7 },
        (_, i) => `Explain ${point(i + 3)} in the context of ${unit(i).topic}.`,
      ),
    },
    {
      part: 'PART C',
      instructions: 'Attempt any three questions. Each question carries 10 marks. (3 x 10 = 30)',
      questions: Array.from(
        { length: 5 },
        (_, i) =>
          `Discuss ${unit(i + 1).topic} in detail. Cover ${point(i + 5)} and ${point(i + 6)} with suitable diagrams and a worked example.`,
      ),
    },
  ];
}

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
  centred('Time: 3 Hours     Maximum Marks: 70', SIZE, regular);
  y -= 8;
  paragraph(
    'Instructions to candidates: Attempt all questions of Part A, any five of Part B and any three of Part C. Use of a non-programmable calculator is permitted. (Demo paper generated for NoteSea.)',
  );
  page.drawLine({
    start: { x: MARGIN, y: y + 4 },
    end: { x: PAGE_W - MARGIN, y: y + 4 },
    thickness: 0.6,
    color: INK,
  });
  y -= 10;
  for (const { part, instructions, questions } of paperParts(paper)) {
    ensure(LEADING * 4);
    y -= 6;
    centred(part, 12);
    paragraph(instructions, MARGIN, regular);
    y -= 4;
    questions.forEach((question, i) => {
      ensure(LEADING * 2);
      page.drawText(`Q.${i + 1}`, { x: MARGIN, y, size: SIZE, font: bold, color: INK });
      paragraph(question, MARGIN + 32);
      y -= 3;
    });
  }
  const pages = doc.getPages();
  pages.forEach((pg, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    const width = regular.widthOfTextAtSize(label, 9);
    pg.drawText(label, { x: (PAGE_W - width) / 2, y: MARGIN / 2, size: 9, font: regular });
  });
  return doc.save({ useObjectStreams: true });
}
