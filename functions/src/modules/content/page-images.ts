/**
 * Which pages of a PDF paint an image: the only pages OCR can read anything on. Found from each
 * page's resources with pdf-lib (object parsing only, no stream is decoded: ~1 s for a 50 MB
 * scan), not from pdf.js's operator lists, which decode every image (measured: 0.4 CPU-s per
 * photographed page, 105 CPU-s for a 280-page scan before OCR could start).
 */
import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';

/** Form XObjects nested deeper than this are not searched (scanners wrap an image once). */
const MAX_FORM_DEPTH = 3;

/**
 * The 1-based numbers, among `pageNumbers`, of the pages whose resources hold an image XObject
 * (directly or inside a form XObject).
 * @returns null when pdf-lib cannot parse the file (pdf.js is more forgiving): callers then treat
 *   every page in `pageNumbers` as one that may hold an image
 */
export async function pagesWithImages(
  bytes: Uint8Array,
  pageNumbers: number[],
): Promise<Set<number> | null> {
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const pages = doc.getPages();
    const found = new Set<number>();
    for (const number of pageNumbers) {
      const page = pages[number - 1];
      if (page && holdsImage(doc, page.node.Resources(), 0)) found.add(number);
    }
    return found;
  } catch {
    // pdf-lib parses leniently and may fail later, on the page tree or a resource.
    return null;
  }
}

function holdsImage(doc: PDFDocument, resources: PDFDict | undefined, depth: number): boolean {
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return false;
  for (const [, ref] of xobjects.entries()) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFStream)) continue;
    const subtype = stream.dict.get(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Image')) return true;
    if (subtype === PDFName.of('Form') && depth < MAX_FORM_DEPTH) {
      const inner = stream.dict.lookupMaybe(PDFName.of('Resources'), PDFDict);
      if (holdsImage(doc, inner, depth + 1)) return true;
    }
  }
  return false;
}
