import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { notesOf, type ListedNote } from './content.js';

export type { ListedNote };

/** The seeded subject whose unit notes are 3-page PDFs (semester 3, Data Structures). */
export const READER_SUBJECT_ID = 'cse-3-dsa';

/** The seeded 3-page notes of `READER_SUBJECT_ID` (at least two). Throws when missing. */
export async function seededThreePageNotes(): Promise<[ListedNote, ListedNote, ...ListedNote[]]> {
  const listed = await notesOf(READER_SUBJECT_ID);
  const notes = listed.filter((note) => note.pages === 3);
  if (notes.length < 2) {
    throw new Error(
      `Expected seeded 3-page notes for ${READER_SUBJECT_ID} (was the seed run?): ${JSON.stringify(listed)}`,
    );
  }
  return notes as [ListedNote, ListedNote, ...ListedNote[]];
}

/** Dark pixels on the reader's page canvas: a blank (white) canvas has none. */
export function readerDarkPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.reader__page canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! < 128 && data[i + 1]! < 128 && data[i + 2]! < 128) dark += 1;
    }
    return dark;
  });
}

/**
 * A note or paper link's accessible name, by its title: the name goes on with what the link
 * shows after it ("3 pages", "page 3 of 3"), so match the title as a whole-word prefix.
 */
export function titled(title: string): RegExp {
  return new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`);
}

/**
 * The reader shows page `n`: its field says so, the URL too (a link without `?page=` opens the
 * first page), and that page's canvas is painted.
 */
export async function expectReaderPage(page: Page, n: number): Promise<void> {
  await expect
    .poll(() => page.getByRole('spinbutton', { name: 'Page' }).inputValue())
    .toBe(String(n));
  await page.locator(`.reader__page[data-page="${n}"] canvas`).waitFor();
  expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe(String(n));
}
