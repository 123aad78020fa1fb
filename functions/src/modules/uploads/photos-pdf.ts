/**
 * Phone photos → one PDF, in the order given, with pdf-lib. Each photo fills a page of
 * its own shape whose longer side is A4's (842 pt), so pages read like A4 sheets at any camera
 * resolution; the photo's pixels are embedded unchanged (JPEG passes through, PNG is re-encoded
 * losslessly by pdf-lib), so OCR later sees everything the camera captured.
 */
import type { PDFImage } from 'pdf-lib';
import { jpegOrientation } from './exif.js';

/** A4's longer side in PDF points (297 mm). */
export const A4_LONG_SIDE_PT = 841.89;

export interface Photo {
  type: 'jpg' | 'png';
  data: Uint8Array;
  /** For the error message when the bytes cannot be decoded. */
  filename: string;
}

/** A photo whose bytes file-type took for JPEG/PNG but pdf-lib cannot decode. */
export class UnreadablePhoto extends Error {
  constructor(readonly filename: string) {
    super(`Unreadable photo: ${filename}`);
    this.name = 'UnreadablePhoto';
  }
}

/**
 * Combines `photos` into one PDF, one page each. A JPEG's EXIF orientation (how the phone was
 * held) is honoured for the rotations phones write (3: 180°, 6: 90° clockwise, 8: 90°
 * anticlockwise); mirrored orientations (2, 4, 5, 7), which phones do not write, are drawn as
 * stored. Throws UnreadablePhoto for a photo pdf-lib cannot decode.
 * @returns the PDF's bytes
 */
export async function photosToPdf(photos: Photo[]): Promise<Uint8Array> {
  // Imported here, not at the top: every function instance loads this bundle (cold starts).
  const { PDFDocument, degrees } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  for (const photo of photos) {
    let image: PDFImage;
    // A copy that starts its own ArrayBuffer: pdf-lib's JPEG reader reads `data.buffer` from
    // byte 0, so a view into a larger buffer (a multipart part) would be read wrongly.
    const data = new Uint8Array(photo.data);
    try {
      image = photo.type === 'jpg' ? await doc.embedJpg(data) : await doc.embedPng(data);
    } catch {
      throw new UnreadablePhoto(photo.filename);
    }
    const orientation = photo.type === 'jpg' ? jpegOrientation(photo.data) : 1;
    const quarterTurn = orientation === 6 || orientation === 8;
    const shownWidth = quarterTurn ? image.height : image.width;
    const shownHeight = quarterTurn ? image.width : image.height;
    const scale = A4_LONG_SIDE_PT / Math.max(shownWidth, shownHeight);
    const pageWidth = shownWidth * scale;
    const pageHeight = shownHeight * scale;
    const page = doc.addPage([pageWidth, pageHeight]);
    const size = { width: image.width * scale, height: image.height * scale };
    // pdf-lib rotates anticlockwise about the image's bottom-left corner (x, y).
    if (orientation === 6) {
      page.drawImage(image, { x: 0, y: pageHeight, ...size, rotate: degrees(-90) });
    } else if (orientation === 8) {
      page.drawImage(image, { x: pageWidth, y: 0, ...size, rotate: degrees(90) });
    } else if (orientation === 3) {
      page.drawImage(image, { x: pageWidth, y: pageHeight, ...size, rotate: degrees(180) });
    } else {
      page.drawImage(image, { x: 0, y: 0, ...size });
    }
  }
  doc.setProducer('NoteSea');
  return doc.save();
}
