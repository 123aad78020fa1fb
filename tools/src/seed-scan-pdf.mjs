// A scanned question paper for the seed: one printed page rendered from text to a
// PNG (@napi-rs/canvas) and embedded in a PDF with pdf-lib, with no text layer, as a college's
// scanner produces. The content pipeline can only read it by OCR, so `npm start` and every
// `npm test` run the OCR path. Numbered questions with [marks], PART A/B and Module headings, so
// the question parser can split it like a typed paper.
import { createRequire } from 'node:module';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

const require = createRequire(import.meta.url);
/**
 * The type face, from the npm registry (pdfjs-dist's Liberation Sans, installed for the web
 * reader) so the page prints the same on a machine without system fonts, where canvas text
 * would otherwise draw nothing.
 */
const FAMILY = 'NoteSea Scan Sans';
for (const face of ['Regular', 'Bold']) {
  GlobalFonts.registerFromPath(
    require.resolve(`pdfjs-dist/standard_fonts/LiberationSans-${face}.ttf`),
    FAMILY,
  );
}

/**
 * @typedef {object} SeedScannedPaper
 * @property {string} storagePath
 * @property {string} subjectId
 * @property {string} semesterId
 * @property {number} year
 * @property {string} session
 * @property {string[]} lines printed lines; text after a tab is printed at the right margin
 */

/** @type {SeedScannedPaper[]} */
export const SCANNED_PAPERS = [
  {
    storagePath: 'pyqs/sem-6/cse-6-cao/2024-mar.pdf',
    subjectId: 'cse-6-cao',
    semesterId: 'sem-6',
    year: 2024,
    session: 'mar',
    lines: [
      'B.Tech Semester VI Examination, March 2024',
      'Computer Architecture and Organization',
      'Time: 3 Hours\tMaximum Marks: 60',
      '',
      'PART A',
      'Answer all questions.',
      '1. Define the stored program concept of a computer.\t[5]',
      '2. List the steps of the instruction cycle.\t[5]',
      '3. What is meant by pipelining in a processor?\t[5]',
      '',
      'PART B',
      'Module 1',
      '4. Explain the basic functional units of a computer with a diagram.\t[15]',
      'Module 2',
      '5. Describe the design of a hardwired control unit.\t[15]',
      'Module 4',
      '6. Explain cache memory mapping with an example.\t[15]',
    ],
  },
];

/** The printed words the api suite looks for in the stored OCR text. */
export const SCANNED_PAPER_WORDS = ['hardwired control unit', 'cache memory mapping'];

const DPI = 150; // what an office scanner's default produces
const PAGE_W = 595.28; // A4, points
const PAGE_H = 841.89;
const FIXED_DATE = new Date('2025-07-01T00:00:00.000Z');

/**
 * The paper as an image-only PDF: one A4 page, a 150-dpi greyscale-looking PNG (black 14-pt
 * Liberation Sans on white), no fonts and no text operators. Deterministic bytes (fixed dates), so
 * the seed re-uploads it only when it changes.
 * @param {SeedScannedPaper} paper
 * @returns {Promise<Uint8Array>}
 */
export async function renderScannedPaperPdf(paper) {
  const width = Math.round((PAGE_W / 72) * DPI);
  const height = Math.round((PAGE_H / 72) * DPI);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#161616';
  const margin = Math.round(0.8 * DPI);
  const size = Math.round((14 / 72) * DPI);
  let y = margin + size;
  for (const [i, line] of paper.lines.entries()) {
    const [text = '', right] = line.split('\t');
    const heading = i < 2 || /^(PART|Module)\b/.test(text);
    ctx.font = `${heading ? 'bold ' : ''}${size}px "${FAMILY}"`;
    ctx.textAlign = i < 2 ? 'center' : 'left';
    ctx.fillText(text, i < 2 ? width / 2 : margin, y);
    if (right !== undefined) {
      ctx.textAlign = 'right';
      ctx.fillText(right, width - margin, y);
    }
    y += Math.round(size * 1.9);
  }
  const doc = await PDFDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer('NoteSea seed (scanned paper)');
  const image = await doc.embedPng(canvas.toBuffer('image/png'));
  doc.addPage([PAGE_W, PAGE_H]).drawImage(image, { x: 0, y: 0, width: PAGE_W, height: PAGE_H });
  return doc.save();
}
