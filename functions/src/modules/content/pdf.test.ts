import { describe, expect, it } from 'vitest';
import { objectStreamBombPdf, oneStreamPdf } from '../../test-utils/bombs.js';
import { EXE_BYTES } from '../../test-utils/resumes.js';
import { encryptedPdf, textPdf } from '../../test-utils/pdfs.js';
import { ContentRejected, MAX_PDF_BYTES, readPdf } from './pdf.js';

/** One page whose content stream is ASCIIHex-encoded (a filter the measurement does not follow). */
async function hexContentPdf(hex: string): Promise<Uint8Array> {
  const { PDFDocument, PDFName, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  const stream = doc.context.stream(hex, { Filter: 'ASCIIHexDecode' });
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  return doc.save();
}

async function rejection(bytes: Uint8Array): Promise<ContentRejected> {
  const error = await readPdf(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentRejected);
  return error as ContentRejected;
}

describe('readPdf', () => {
  it('returns the text of each page, in order', async () => {
    const { pages } = await readPdf(
      await textPdf(['First page about normalization', 'Second page: Dijkstra', '']),
    );
    expect(pages).toEqual(['First page about normalization', 'Second page: Dijkstra', '']);
  });

  it('refuses an executable named .pdf, naming what it is', async () => {
    const error = await rejection(EXE_BYTES);
    expect(error.reason).toBe('not-a-pdf');
    expect(error.message).toMatch(/^Not a PDF: the file's content is application\/x-msdownload/);
  });

  it('refuses a PDF that expands past its limits before pdf.js or pdf-lib decodes it', async () => {
    // 150 MiB of object stream (one stream: the pipeline's cap is 128 MiB) in ~150 KB.
    const bytes = objectStreamBombPdf(150 * 1024 * 1024);
    const started = performance.now();
    const bomb = await rejection(bytes);
    expect(bomb.reason).toBe('too-large');
    expect(bomb.message).toMatch(/^The PDF could not be read safely: A stream decodes past/);
    // Measuring stops at the cap: well under what decoding 150 MB with pdf.js takes (~4.5 s).
    expect(performance.now() - started).toBeLessThan(10_000);
    const image = oneStreamPdf('/Subtype /Image /Width 12000 /Height 10000', Buffer.alloc(8));
    expect((await rejection(image)).reason).toBe('too-large');
  }, 60_000);

  it('reads a PDF whose streams the measurement cannot follow (an ASCIIHex content stream)', async () => {
    const content = Buffer.from('BT /F1 12 Tf 72 720 Td (Hex encoded page) Tj ET').toString('hex');
    const bytes = await hexContentPdf(`${content}>`);
    const { pages } = await readPdf(bytes);
    expect(pages).toEqual(['Hex encoded page']);
  });

  it('refuses plain text', async () => {
    expect((await rejection(Buffer.from('just some notes'))).reason).toBe('not-a-pdf');
  });

  it('refuses a password-protected PDF', async () => {
    const error = await rejection(await encryptedPdf(['secret']));
    expect(error.reason).toBe('encrypted');
    expect(error.message).toBe(
      'The PDF is encrypted or password-protected; upload an unprotected copy',
    );
  });

  it('refuses a truncated PDF as unreadable', async () => {
    const bytes = await textPdf(['whole']);
    expect((await rejection(bytes.slice(0, 40))).reason).toBe('unreadable');
  });

  it('refuses more than 50 MB before reading it', async () => {
    const error = await rejection(new Uint8Array(MAX_PDF_BYTES + 1));
    expect(error.reason).toBe('too-large');
    expect(error.message).toBe('The PDF is 50.0 MB; the limit is 50 MB');
  });

  it('reads a 200-page PDF page by page within budget, printing its figures', async () => {
    const pages = Array.from(
      { length: 200 },
      (_, i) => `Page ${i + 1}. ${'Relational algebra, joins and normal forms. '.repeat(40)}`,
    );
    const bytes = await textPdf(pages);
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    const result = await readPdf(bytes);
    const ms = performance.now() - started;
    clearInterval(timer);
    expect(result.pages).toHaveLength(200);
    expect(result.pages[199]).toMatch(/^Page 200\. Relational algebra/);
    console.log(
      `200-page PDF (${(bytes.byteLength / 1024).toFixed(0)} KB): ${(ms / 200).toFixed(1)} ms/page, ` +
        `${(ms / 1000).toFixed(2)} s total, peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB ` +
        `(+${((peak - rssBefore) / 2 ** 20).toFixed(0)} MiB)`,
    );
    // The trigger has 300 s and 1 GiB; a tenth of either would already be a regression.
    expect(ms).toBeLessThan(30_000);
    expect(peak - rssBefore).toBeLessThan(100 * 2 ** 20);
  }, 60_000);
});
