import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../test-utils/pdfs.js';
import { printedPng } from '../../test-utils/scans.js';
import { pagesWithImages } from './page-images.js';

describe('pagesWithImages', () => {
  it('finds the pages that paint an image, directly or inside a form XObject', async () => {
    const doc = await PDFDocument.load(await textPdf(['Typed page']));
    const image = await doc.embedPng(printedPng(['scanned']));
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 100 });
    doc.addPage([595, 842]);
    // A scanner that wraps its image in a form XObject: page 4 draws the form that holds it.
    const source = await PDFDocument.create();
    source.addPage([595, 842]).drawImage(await source.embedPng(printedPng(['wrapped'])), {
      x: 0,
      y: 0,
      width: 595,
      height: 100,
    });
    const [form] = await doc.embedPdf(await source.save());
    doc.addPage([595, 842]).drawPage(form!);
    expect(await pagesWithImages(await doc.save(), [1, 2, 3, 4])).toEqual(new Set([2, 4]));
  });

  it('answers null when pdf-lib cannot parse the file, so every page is tried', async () => {
    expect(await pagesWithImages(new Uint8Array(Buffer.from('%PDF-1.7 broken')), [1])).toBeNull();
  });
});
