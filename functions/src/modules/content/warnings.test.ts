import { describe, expect, it } from 'vitest';
import type { PageText } from './page-text.js';
import { textSourceFields, unreadableMessage } from './warnings.js';

const text: PageText = { text: 'words', ocr: false, readable: true };
const ocrRead: PageText = { text: 'words', ocr: true, ocrConfidence: 80, readable: true };
const handwriting: PageText = { text: '', ocr: true, ocrConfidence: 30, readable: false };
const blank: PageText = { text: '', ocr: false, readable: false };
const late: PageText = { text: '', ocr: false, readable: false, notReached: true };

describe('content warnings', () => {
  it('says how many pages of a handwritten note cannot be searched', () => {
    const pages = [...Array(19).fill(ocrRead), ...Array(12).fill(handwriting)];
    expect(unreadableMessage(pages)).toBe(
      '12 of 31 pages have no readable text (handwriting or images): students can read them, but search and the Assignment Partner cannot. OCR could not read pages 20–31: a sharper scan or photo would make them searchable.',
    );
    expect(textSourceFields(pages)).toEqual({
      textSource: 'ocr',
      ocrPages: 31,
      unreadablePages: 12,
    });
  });

  it('says so when no page has readable text (textSource none)', () => {
    expect(unreadableMessage([blank, blank, blank])).toBe(
      'No page has readable text (all 3 pages: blank): students can read them, but search and the Assignment Partner cannot.',
    );
    expect(textSourceFields([blank, blank, blank]).textSource).toBe('none');
  });

  it('names the pages the OCR budget did not reach', () => {
    const pages = [...Array(140).fill(ocrRead), ...Array(160).fill(late)];
    expect(unreadableMessage(pages)).toBe(
      '160 of 300 pages have no readable text (not read in time): students can read them, but search and the Assignment Partner cannot. OCR ran out of time before pages 141–300: upload it in smaller files or with a text layer.',
    );
    expect(textSourceFields(pages)).toEqual({
      textSource: 'ocr',
      ocrPages: 140,
      unreadablePages: 160,
    });
  });

  it('counts each cause when there are several', () => {
    expect(unreadableMessage([text, handwriting, blank, late])).toBe(
      '3 of 4 pages have no readable text (1 handwriting or images, 1 blank, 1 not read in time): students can read them, but search and the Assignment Partner cannot. OCR could not read page 2: a sharper scan or photo would make it searchable. OCR ran out of time before page 4: upload it in smaller files or with a text layer.',
    );
  });

  it('names the first scattered pages OCR could not read, and how many more', () => {
    const pages = Array.from({ length: 40 }, (_, i) => (i % 2 === 1 ? handwriting : ocrRead));
    expect(unreadableMessage(pages)).toContain(
      'OCR could not read pages 2, 4, 6, 8, 10, 12, 14, 16 and 12 more ranges: a sharper scan',
    );
  });

  it('has nothing to say about a fully readable file', () => {
    expect(unreadableMessage([text, ocrRead])).toBeNull();
    expect(textSourceFields([text, ocrRead]).textSource).toBe('mixed');
  });
});
