/**
 * PDF fixtures for the content pipeline's tests (unit and api suites use the same bytes): real
 * PDFs made with pdf-lib, one line of text per page, and an encrypted variant.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A PDF whose page n shows `pages[n - 1]` (each string drawn as lines of at most 90 characters).
 * Classic cross-reference table (no object streams), so `encryptedPdf` can edit the trailer.
 */
export async function textPdf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([595, 842]);
    const lines = text.match(/.{1,90}(\s|$)/g) ?? [text];
    lines.forEach((line, i) =>
      page.drawText(line.trim(), { x: 40, y: 800 - i * 16, size: 11, font }),
    );
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * A password-protected PDF: `textPdf(pages)` with a Standard security handler in its trailer
 * whose user-password check fails for the empty password, as a PDF protected by a password would.
 */
export async function encryptedPdf(pages: string[]): Promise<Uint8Array> {
  const source = Buffer.from(await textPdf(pages)).toString('latin1');
  const id = '0123456789abcdef0123456789abcdef';
  const encrypt =
    `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >> ` +
    `/ID [<${id}> <${id}>]`;
  const edited = source.replace(/trailer\s*<</, `trailer\n<< ${encrypt}`);
  if (edited === source) throw new Error('encryptedPdf: no trailer found');
  return new Uint8Array(Buffer.from(edited, 'latin1'));
}
