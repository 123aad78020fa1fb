/**
 * Marks of a paper line: a figure in the page's marks column, or `[8]`, `(7)`, `7M`, `(7 marks)`
 * at its end, with the `CO1` / `L2` columns dropped; and a split such as `[4+3+2+6]` shared over
 * a question's parts. Pure; used by questions.ts (docs/exam-prep-papers.md, "Marks").
 */
import { lineText, type Word } from './paper-lines.js';
import { isOutcomeWord, readBareMarks, trailingMarks, type Marks } from './paper-tokens.js';

/** How far left of its column a marks figure may start (estimated word positions). */
const MARKS_SLACK = 0.04;

/**
 * Removes the marks (and CO/BL columns) from the end of a line.
 * @param marksX the page's marks column, when it has one
 * @param textColumn whether plain-text lines end with bare marks figures (a marks column whose
 *   geometry was not stored)
 */
export function takeMarks(
  words: Word[],
  geo: boolean,
  marksX: number | null,
  textColumn: boolean,
): { words: Word[]; marks: Marks | null } {
  let rest = dropOutcomes(words);
  let marks: Marks | null = null;
  const text = lineText(rest);
  const printed = trailingMarks(text);
  if (printed) {
    marks = printed.marks;
    const keep = printed.before.split(' ').filter(Boolean).length;
    rest = rest.slice(0, keep);
  } else if (rest.length) {
    const last = rest.at(-1)!;
    const inColumn = geo && marksX !== null && last.x >= marksX - MARKS_SLACK;
    // `a` and `I` are words too: a scan's 3 or 1 only after a question's text has ended.
    const word = /^(?:a|I)$/.test(last.text) && !/[?.!:;)\]]$/.test(rest.at(-2)?.text ?? '.');
    const bare = word
      ? null
      : inColumn
        ? readBareMarks(last.text, true)
        : !geo && textColumn && rest.length > 1
          ? readBareMarks(last.text, false)
          : null;
    if (bare !== null) {
      marks = { total: bare, shares: null };
      rest = rest.slice(0, -1);
    }
  }
  return { words: dropOutcomes(rest), marks };
}

function dropOutcomes(words: Word[]): Word[] {
  let end = words.length;
  while (end > 0 && isOutcomeWord(words[end - 1]!.text)) end--;
  return words.slice(0, end);
}

/** Whether plain-text paper lines end with a bare marks figure often enough to be a column. */
export function bareMarksInText(lines: string[]): boolean {
  let labelled = 0;
  let withFigure = 0;
  for (const line of lines) {
    if (!/^(?:Q\.?\s*)?\d{1,2}[.)]?\s|^[(]?[a-h][).]\s/i.test(line)) continue;
    labelled++;
    if (/\s\d{1,2}$/.test(line)) withFigure++;
  }
  return withFigure >= 3 && withFigure >= labelled / 2;
}

/**
 * Split marks (`[4+3+2+6]`) shared in order among the parts of their question: a question whose
 * last part prints a split of as many shares as it has parts, and whose other parts print no
 * marks, gets one share per part.
 * @param parts every part of the paper, in printed order; `main` is the question's number
 * @returns each part's share (marks); parts of questions without such a split are absent
 */
export function shareSplitMarks<P extends { main: string; marks: Marks | null }>(
  parts: P[],
): Map<P, number> {
  const byMain = new Map<string, P[]>();
  for (const d of parts) byMain.set(d.main, [...(byMain.get(d.main) ?? []), d]);
  const shares = new Map<P, number>();
  for (const group of byMain.values()) {
    // Printed once after the last part, the others printing none (`4+1` after b)); a sum
    // printed on a part with other parts marked (`2+3+1` after a), `4` after b)) is that
    // part's own total.
    const split = group.at(-1)!;
    const alone = group.slice(0, -1).every((d) => !d.marks);
    if (split.marks?.shares?.length === group.length && group.length > 1 && alone) {
      group.forEach((d, k) => shares.set(d, split.marks!.shares![k]!));
    }
  }
  return shares;
}
