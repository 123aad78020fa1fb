/**
 * Small printed question papers for the paper parser's tests (modules/topics/questions*.test.ts):
 * page layouts built from columns of text, and the question fields the tests compare.
 */
import type { PageLayout } from '../modules/content/layout.js';
import type { PaperQuestion } from '../modules/topics/questions.js';

/**
 * A page of printed lines: each line is its columns, `[x, text]` (x = left edge, 0–1; the right
 * edge follows from the length), or `[x, text, x2]`.
 */
export function page(...lines: ([number, string] | [number, string, number])[][]): PageLayout {
  return {
    lines: lines.map((cols, i) => ({
      y: 0.05 + i * 0.02,
      items: cols.map(([x, text, x2]) => ({ x, x2: x2 ?? x + 0.0075 * text.length, text })),
    })),
  };
}
/** A question line of a paper with a number column at 0.1, text at 0.17, marks at 0.88. */
export const q = (number: string, text: string, marks?: string): [number, string][] => [
  ...(number ? ([[0.1, number]] as [number, string][]) : []),
  [0.17, text],
  ...(marks ? ([[0.88, marks]] as [number, string][]) : []),
];
/** A line printed alone in the page's middle (a heading). */
export const centred = (text: string): [number, string][] => [[0.45, text]];
/** Number, marks and text of each question: what most tests compare. */
export const pick = (questions: PaperQuestion[]) =>
  questions.map(({ number, marks, text }) => [number, marks, text]);
