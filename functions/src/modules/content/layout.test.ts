import { describe, expect, it } from 'vitest';
import { groupLines, layoutText } from './layout.js';

const piece = (text: string, x: number, y: number, width = text.length * 5) => ({
  text,
  x,
  y,
  width,
  height: 10,
});

describe('groupLines', () => {
  it('follows the baseline of a skewed line (its right half a few points higher)', () => {
    const layout = groupLines(
      [
        piece('14 a) Give the structure', 80, 733),
        piece('of status register,', 205, 735),
        piece('which is connected to 8bit ALU?', 305, 737),
        piece('8', 511, 740),
        piece('b) Design a 4-bit shifter', 100, 714),
        piece('with two control variables', 240, 717),
        piece('6', 511, 720),
      ],
      600,
      840,
    );
    expect(layoutText(layout)).toBe(
      'b) Design a 4-bit shifter with two control variables  6\n' +
        '14 a) Give the structure of status register, which is connected to 8bit ALU?  8',
    );
  });

  it("keeps OCR's word breaks however narrow the gap, and joins pieces of a word by the gap", () => {
    const layout = groupLines(
      [
        piece('With', 100, 50, 20),
        { ...piece('a', 121, 50, 5), spaceBefore: true },
        { ...piece('neat', 127, 50, 20), spaceBefore: true },
        piece('sket', 100, 80, 20),
        piece('ch', 120.5, 80, 10),
      ],
      600,
      840,
    );
    expect(layoutText(layout)).toBe('With a neat\nsketch');
  });

  it('splits one item holding a printed line at a wide run of spaces (the marks column)', () => {
    const text = '11 a) What do you mean by addressing modes           10';
    const layout = groupLines([piece(text, 60, 100, 470)], 600, 840);
    const items = layout.lines[0]!.items;
    expect(items.map((i) => i.text)).toEqual(['11 a) What do you mean by addressing modes', '10']);
    expect(items[1]!.x).toBeGreaterThan(0.8);
  });
});
