// Scans through the real upload path: the seed's image-only question paper was read
// by OCR at `npm start`; a PDF of blank pages is published with a warning for the content team.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { SearchResponseDto } from '@notesea/contract/search';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import { blankPdf, noisePng } from '../../functions/src/test-utils/scans.js';
import { SCANNED_PAPERS, SCANNED_PAPER_WORDS } from '../../tools/src/seed-scan-pdf.mjs';
import { admin } from '../support/admin.js';
import { createSubject, notesOf, papersOf, upload } from '../support/content.js';
import { api } from '../support/http.js';
import { eventually } from '../support/poll.js';

const SCANNED = SCANNED_PAPERS[0] as { storagePath: string; subjectId: string };
/** OCR takes seconds per page on a loaded 2-core machine: more than a text PDF's 10 s. */
const OCR_DEADLINE_MS = 60_000;

async function catalogDoc(collection: 'notes' | 'pyqs', path: string) {
  const snap = await admin.db.collection(collection).where('storagePath', '==', path).get();
  return snap.docs[0];
}

async function warningFor(path: string) {
  const snap = await admin.db.collection('contentWarnings').where('path', '==', path).get();
  return snap.docs[0]?.data();
}

describe('the seeded scanned paper', () => {
  it('is published with textSource ocr and its pages carry the OCR text, ocr: true and a confidence', async () => {
    const paper = await catalogDoc('pyqs', SCANNED.storagePath);
    expect(paper, `seeded ${SCANNED.storagePath} is not published`).toBeDefined();
    expect(paper!.data()).toMatchObject({ textSource: 'ocr', ocrPages: 1, unreadablePages: 0 });
    const page = await admin.db.doc(`contentPages/${paper!.id}-p1`).get();
    expect(page.get('ocr')).toBe(true);
    expect(page.get('ocrConfidence')).toBeGreaterThanOrEqual(60);
    expect(page.get('unreadable')).toBeUndefined();
    const text = String(page.get('text')).toLowerCase();
    for (const words of SCANNED_PAPER_WORDS as string[]) expect(text).toContain(words);
    // A paper's page carries its layout: the marks column is an item at the right edge.
    const lines = page.get('layout').lines as { items: { text: string; x2: number }[] }[];
    const cache = lines.find((l) => l.items[0]?.text.includes('cache memory mapping'));
    expect(cache?.items.at(-1)).toMatchObject({ text: '[15]' });
    expect(cache!.items.at(-1)!.x2).toBeGreaterThan(0.8);
    // Nothing about how it was read reaches the public list.
    const [listed] = await papersOf(SCANNED.subjectId);
    expect(Object.keys(listed!).sort()).toEqual([
      '_id',
      'pages',
      'pdfUrl',
      'session',
      'title',
      'year',
    ]);
    expect(await warningFor(SCANNED.storagePath)).toBeUndefined();
  });

  it('is found by search, and the hit says it is from a scan', async () => {
    const res = await api<SearchResponseDto>(
      `/search?${new URLSearchParams({ q: 'hardwired control unit', subjectId: SCANNED.subjectId })}`,
    );
    expect(res.status).toBe(200);
    const hit = res.body.results.find((r) => r.type === 'pyq');
    expect(hit).toMatchObject({ page: 1, fromScan: true });
    expect(hit!.snippet.toLowerCase()).toContain('hardwired control unit');
  });
});

describe('a PDF without readable text', () => {
  it('of blank pages is published with textSource none and a warning that says so; a readable re-upload removes it', async () => {
    const subject = await createSubject('Blank Upload Subject');
    const path = `notes/sem-3/${subject}/unit-1-blank.pdf`;
    await upload(path, await blankPdf(3));
    const warning = await eventually(() => warningFor(path), OCR_DEADLINE_MS);
    expect(warning).toMatchObject({
      path,
      reason: 'unreadable-pages',
      textSource: 'none',
      pages: 3,
      unreadablePages: 3,
      message:
        'No page has readable text (all 3 pages: blank): students can read them, but search and the Assignment Partner cannot.',
    });
    // Published all the same: students can open it.
    expect((await notesOf(subject)).map((n) => [n.title, n.pages])).toEqual([['Blank', 3]]);
    expect((await catalogDoc('notes', path))!.data()).toMatchObject({
      textSource: 'none',
      ocrPages: 0,
      unreadablePages: 3,
    });

    await upload(path, await textPdf(['Now typed', 'with text']));
    const cleared = await eventually(
      async () => (await warningFor(path)) === undefined,
      OCR_DEADLINE_MS,
    );
    expect(cleared).toBe(true);
    expect((await catalogDoc('notes', path))!.data()).toMatchObject({
      textSource: 'pdf',
      unreadablePages: 0,
    });
  });

  it('with a photograph page: counted in the warning, which goes when the file is deleted', async () => {
    const subject = await createSubject('Photo Upload Subject');
    const path = `notes/sem-3/${subject}/unit-2-photo.pdf`;
    const doc = await PDFDocument.load(await textPdf(['Typed page about deadlocks']));
    const photo = await doc.embedPng(noisePng());
    doc.addPage([595, 842]).drawImage(photo, { x: 50, y: 200, width: 400, height: 400 });
    await upload(path, await doc.save());
    const warning = await eventually(() => warningFor(path), OCR_DEADLINE_MS);
    expect(warning).toMatchObject({
      textSource: 'pdf',
      ocrPages: 1,
      unreadablePages: 1,
      message:
        '1 of 2 pages has no readable text (handwriting or images): students can read them, but search and the Assignment Partner cannot. OCR could not read page 2: a sharper scan or photo would make it searchable.',
    });
    const page2 = await eventually(async () => {
      const note = await catalogDoc('notes', path);
      return note && (await admin.db.doc(`contentPages/${note.id}-p2`).get()).data();
    }, OCR_DEADLINE_MS);
    expect(page2).toMatchObject({ text: '', ocr: true, unreadable: true });
    expect(page2!.ocrConfidence).toBeLessThan(60);

    await admin.bucket.file(path).delete();
    const gone = await eventually(
      async () => (await warningFor(path)) === undefined,
      OCR_DEADLINE_MS,
    );
    expect(gone).toBe(true);
  });
});
