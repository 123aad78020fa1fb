import { describe, expect, it } from 'vitest';
import { getDocumentProxy } from 'unpdf';
import { scannedPdf } from '../../test-utils/scans.js';
import { ocrPages } from './pages.js';

const PAPER = [
  'PART A',
  '1. Explain the working of cache memory.\t[5]',
  '2. Define pipelining with an example.\t[5]',
  'Module 2',
  '3. Describe direct memory access.\t[10]',
];

async function open(bytes: Uint8Array) {
  return getDocumentProxy(bytes, { isEvalSupported: false });
}

describe('ocrPages', () => {
  it('reads a printed image-only page: its words, a confidence and a layout ordered top to bottom', async () => {
    const pdf = await open(await scannedPdf([PAPER]));
    try {
      const { read, failed, notReached } = await ocrPages(pdf, [1], {
        workers: 1,
        deadline: Number.POSITIVE_INFINITY,
      });
      expect(failed.size).toBe(0);
      expect(notReached).toEqual([]);
      const page = read.get(1)!;
      expect(page.text).toMatch(/PART A/);
      expect(page.text).toMatch(/Explain the working of cache memory/);
      expect(page.text).toMatch(/Describe direct memory access/);
      expect(page.confidence).toBeGreaterThanOrEqual(80);
      const lines = page.layout.lines;
      expect(lines.map((l) => l.items.map((i) => i.text).join(' '))).toEqual([
        'PART A',
        // Sparse-text segmentation may drop a lone full stop before a column gap.
        expect.stringMatching(/^1\. Explain the working of cache memory\.? \[5\]$/),
        '2. Define pipelining with an example. [5]',
        'Module 2',
        '3. Describe direct memory access. [10]',
      ]);
      const ys = lines.map((l) => l.y);
      expect([...ys].sort((a, b) => a - b)).toEqual(ys);
      // The marks are their own item at the right edge (a column), not part of the question.
      const marks = lines[1]!.items.at(-1)!;
      expect(marks.text).toBe('[5]');
      expect(marks.x2).toBeGreaterThan(0.9);
      expect(lines[1]!.items[0]!.x).toBeLessThan(0.1);
    } finally {
      await pdf.destroy();
    }
  }, 120_000);

  it('starts no page after the deadline and names the pages it did not reach', async () => {
    const pdf = await open(await scannedPdf([PAPER], 300));
    let now = 0;
    const recognised: number[] = [];
    try {
      const result = await ocrPages(
        pdf,
        Array.from({ length: 300 }, (_, i) => i + 1),
        {
          workers: 2,
          deadline: 3,
          // Each look at the clock is one "second" later: pages 1–3 start, the rest do not.
          clock: () => now++,
          startEngine: async () => ({
            recognize: async () => {
              recognised.push(recognised.length + 1);
              return { text: 'read', confidence: 90, layout: { lines: [] } };
            },
            stop: async () => undefined,
          }),
        },
      );
      expect([...result.read.keys()].sort((a, b) => a - b)).toEqual([1, 2]);
      expect(result.notReached).toHaveLength(298);
      expect(result.notReached[0]).toBe(3);
      expect(result.notReached.at(-1)).toBe(300);
    } finally {
      await pdf.destroy();
    }
  }, 60_000);

  it('starts no OCR engine when the deadline has already passed', async () => {
    const pdf = await open(await scannedPdf([PAPER]));
    try {
      const result = await ocrPages(pdf, [1], {
        workers: 1,
        deadline: 0,
        clock: () => 1,
        startEngine: () => Promise.reject(new Error('must not start')),
      });
      expect(result.notReached).toEqual([1]);
    } finally {
      await pdf.destroy();
    }
  });
});
